/**
 * The mail outbox (ADR 0075). A product mail is never sent from a request: `enqueueMail` writes it to the
 * outbox in the transaction of the change that causes it (the code, the invitation, the join request) and
 * enqueues a `mail.send` job in the same transaction, so the mail exists exactly when the change does. The job
 * runner (ADR 0055) sends it, retrying with exponential backoff (MAIL_RETRY_MS, doubling, capped at 10 min)
 * until MAIL_MAX_ATTEMPTS; then the row is marked failed, which the company's delivery log
 * (`/web/system/api/v2/mail-deliveries/`) or, for platform mail, the vendor's shows.
 */
import { sql, type ColumnType, type Generated, type Kysely, type Transaction } from 'kysely';
import { MAIL_DELIVERY_KINDS, MAIL_DELIVERY_STATUSES } from '@timekeep/contracts';
import type { Tables } from '../db/schema';
import type { AppDeps } from '../deps';
import { companySender } from './company-sender';
import type { MailAttachment, MailMessage } from './mailer';

export const MAIL_JOB_KIND = 'mail.send';

export const MAIL_KINDS = MAIL_DELIVERY_KINDS;
export type MailKind = (typeof MAIL_KINDS)[number];
export const MAIL_STATUSES = MAIL_DELIVERY_STATUSES;
export type MailStatus = (typeof MAIL_STATUSES)[number];

interface OutboxColumns {
  id: Generated<number>;
  kind: string;
  recipient: string;
  subject: string;
  body_text: string;
  body_html: string | null;
  status: ColumnType<MailStatus, MailStatus | undefined, MailStatus>;
  attempts: ColumnType<number, number | undefined, number>;
  last_error: string | null;
  created_at: ColumnType<Date, Date | undefined, never>;
  sent_at: Date | null;
}

export interface MailOutboxTable extends OutboxColumns {
  company_id: number;
  attachment_name: ColumnType<string, string | undefined, string>;
  attachment_type: ColumnType<string, string | undefined, string>;
  attachment: Buffer | null;
}
export type PlatformMailOutboxTable = OutboxColumns;

declare module '../db/schema' {
  interface Tables {
    mail_outbox: MailOutboxTable;
    platform_mail_outbox: PlatformMailOutboxTable;
  }
}

export interface OutboxMail {
  /** The company the mail belongs to (its delivery log); null: platform mail (no company yet, or an account's own). */
  companyId: number | null;
  kind: MailKind;
  message: MailMessage;
  /** One file (company mail only), at most `config.mailAttachmentMaxBytes`. */
  attachment?: MailAttachment;
  /** Attempts before the mail is marked failed (default MAIL_MAX_ATTEMPTS; a test mail tries once). */
  maxAttempts?: number;
}

interface MailJobPayload {
  outbox: number;
  maxAttempts?: number;
}

/** A file too large to mail: nothing is written; the caller records why (ADR 0089). */
export class MailAttachmentTooLarge extends Error {
  constructor(readonly size: number, readonly limit: number) {
    super(`the file is ${size} bytes, more than the ${limit} bytes a mail may carry`);
    this.name = 'MailAttachmentTooLarge';
  }
}

const MAX_ERROR_LENGTH = 500;
const MAX_BACKOFF_MS = 600_000;

/** Milliseconds before attempt `attempt + 1`: base, 2×base, 4×base … at most 10 minutes. */
export function mailBackoffMs(baseMs: number, attempt: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempt - 1), MAX_BACKOFF_MS);
}

/**
 * Writes the mail and its send job in `trx` (the caller's transaction: both commit or roll back with the change).
 * Returns the outbox id.
 */
export async function enqueueMail(deps: AppDeps, trx: Transaction<Tables>, mail: OutboxMail): Promise<number> {
  const { message, attachment } = mail;
  if (attachment && mail.companyId === null) throw new Error('platform mail carries no attachment');
  if (attachment && attachment.content.length > deps.config.mailAttachmentMaxBytes) throw new MailAttachmentTooLarge(attachment.content.length, deps.config.mailAttachmentMaxBytes);
  const values = {
    kind: mail.kind,
    recipient: message.to,
    subject: message.subject,
    body_text: message.text,
    body_html: message.html ?? null,
    created_at: deps.now(),
  };
  let id: number;
  if (mail.companyId === null) {
    const row = await trx.insertInto('platform_mail_outbox').values(values).returning('id').executeTakeFirstOrThrow();
    id = Number(row.id);
  } else {
    // The tenant policy checks app.company_id: set it for this transaction when the caller's is not a tenant one.
    await sql`select set_config('app.company_id', ${String(mail.companyId)}, true)`.execute(trx);
    const files = attachment ? { attachment_name: attachment.filename, attachment_type: attachment.contentType, attachment: attachment.content } : {};
    const row = await trx.insertInto('mail_outbox').values({ ...values, ...files, company_id: mail.companyId }).returning('id').executeTakeFirstOrThrow();
    id = Number(row.id);
  }
  const maxAttempts = mail.maxAttempts ?? deps.config.mailMaxAttempts;
  const payload: MailJobPayload = { outbox: id, ...(mail.maxAttempts ? { maxAttempts } : {}) };
  await deps.jobs.enqueue({ kind: MAIL_JOB_KIND, companyId: mail.companyId, payload: { ...payload }, maxAttempts }, trx);
  return id;
}

function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, MAX_ERROR_LENGTH);
}

type OutboxRow = {
  status: MailStatus;
  recipient: string;
  subject: string;
  body_text: string;
  body_html: string | null;
  attachment_name?: string;
  attachment_type?: string;
  attachment?: Buffer | Uint8Array | null;
};

type Fragment = ReturnType<typeof sql>;

/**
 * Runs `work` on the mail's table: the company's in its tenant transaction (RLS), with `scope` its company
 * filter, or the platform's.
 */
function onOutbox<T>(deps: AppDeps, companyId: number | null, work: (db: Kysely<Tables>, table: Fragment, scope: Fragment) => Promise<T>): Promise<T> {
  if (companyId === null) return work(deps.database.db, sql.table('platform_mail_outbox'), sql`true`);
  return deps.database.withTenant(companyId, (trx) => work(trx, sql.table('mail_outbox'), sql`company_id = ${companyId}`));
}

/**
 * Registers the `mail.send` job kind: send, record the outcome, throw to have the runner retry. Once per runner:
 * an app built twice on the same deps (tests, a restart in-process) shares the runner.
 */
export function registerMailJobs(deps: AppDeps): void {
  deps.jobs.registerOnce<MailJobPayload>(
    MAIL_JOB_KIND,
    async (job) => {
      const companyId = job.companyId;
      const id = job.payload.outbox;
      const files = companyId === null ? sql`` : sql`, attachment_name, attachment_type, attachment`;
      const row = await onOutbox(deps, companyId, async (db, table, scope) =>
        (await sql<OutboxRow>`select status, recipient, subject, body_text, body_html ${files} from ${table} where ${scope} and id = ${id}`.execute(db)).rows[0],
      );
      // Gone with its company, or already sent by an earlier attempt whose job record was lost: never twice.
      if (!row || row.status !== 'queued') return { outbox: id, skipped: true };
      const finish = (set: Fragment) =>
        onOutbox(deps, companyId, async (db, table, scope) => {
          await sql`update ${table} set ${set} where ${scope} and id = ${id}`.execute(db);
        });
      const message: MailMessage = {
        to: row.recipient,
        subject: row.subject,
        text: row.body_text,
        ...(row.body_html ? { html: row.body_html } : {}),
        ...(row.attachment ? { attachments: [{ filename: row.attachment_name ?? 'file', contentType: row.attachment_type || 'application/octet-stream', content: Buffer.from(row.attachment) }] } : {}),
      };
      // The file goes with the bodies: the delivery log keeps its name only.
      const emptied = companyId === null ? sql`body_text = '', body_html = null` : sql`body_text = '', body_html = null, attachment = null`;
      const maxAttempts = job.payload.maxAttempts ?? deps.config.mailMaxAttempts;
      try {
        // A company's mail leaves through its own server and sender when it has set them (ADR 0089).
        const sender = companyId === null ? null : await companySender(deps, companyId);
        if (sender?.mailer) {
          try {
            await sender.mailer.send({ ...message, ...sender.headers });
          } finally {
            sender.mailer.close();
          }
        } else {
          await deps.mailer.send({ ...message, ...sender?.headers });
        }
      } catch (error) {
        const last = job.attempt >= maxAttempts;
        // The bodies hold one-time links: a mail that will never go out keeps none.
        await finish(
          last
            ? sql`status = 'failed', attempts = ${job.attempt}, last_error = ${errorText(error)}, ${emptied}`
            : sql`attempts = ${job.attempt}, last_error = ${errorText(error)}`,
        );
        throw error;
      }
      await finish(sql`status = 'sent', attempts = ${job.attempt}, last_error = null, sent_at = ${deps.now()}, ${emptied}`);
      return { outbox: id, skipped: false };
    },
    { maxAttempts: deps.config.mailMaxAttempts, backoffMs: (attempt) => mailBackoffMs(deps.config.mailRetryMs, attempt) },
  );
}
