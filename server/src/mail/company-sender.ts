/**
 * Who a company's mail comes from (ADR 0089). With its own SMTP server set, the mail leaves through it with the
 * company's sender; otherwise through the platform's server (SMTP_URL or the dev mailbox) from the platform's
 * address under the company's name, with a Reply-To of the company's address (another domain's From would fail
 * the receivers' SPF/DMARC checks).
 */
import { sql } from 'kysely';
import type { AppDeps } from '../deps';
import { unseal } from '../modules/system/delivery/secrets';
import { createSmtpMailer, type Mailer, type SmtpServer } from './mailer';

export interface CompanyMailRow {
  sender_name: string;
  sender_email: string;
  smtp_enabled: boolean;
  smtp_host: string;
  smtp_port: number;
  smtp_security: SmtpServer['security'];
  smtp_user: string;
  smtp_password_sealed: string;
}

export interface CompanySender {
  /** The company's own server (close it after use); undefined: the platform's mailer. */
  mailer?: Mailer;
  headers: { from?: string; replyTo?: string };
}

/** `Name <address>` with the name quoted (a comma or angle bracket in a company name must not split it). */
export function mailbox(name: string, address: string): string {
  return name.trim() === '' ? address : `"${name.replace(/["\\\r\n]/g, '')}" <${address}>`;
}

/** The address inside a `Name <address>` (MAIL_FROM), or the text itself. */
export function addressOf(from: string): string {
  return /<([^>]+)>/.exec(from)?.[1] ?? from.trim();
}

export async function readCompanyMailRow(deps: AppDeps, companyId: number): Promise<CompanyMailRow | undefined> {
  return deps.database.withTenant(companyId, async (trx) =>
    (await sql<CompanyMailRow>`select sender_name, sender_email, smtp_enabled, smtp_host, smtp_port, smtp_security, smtp_user, smtp_password_sealed
      from company_mail_settings where company_id = ${companyId}`.execute(trx)).rows[0]);
}

export function senderOf(deps: AppDeps, row: CompanyMailRow | undefined): CompanySender {
  if (!row) return { headers: {} };
  if (row.smtp_enabled && row.smtp_host !== '') {
    const server: SmtpServer = { host: row.smtp_host, port: Number(row.smtp_port), security: row.smtp_security, user: row.smtp_user, password: unseal(deps.keys, row.smtp_password_sealed) };
    const address = row.sender_email || (row.smtp_user.includes('@') ? row.smtp_user : addressOf(deps.config.mailFrom));
    return { mailer: createSmtpMailer(server, mailbox(row.sender_name, address), { allowPrivateHosts: deps.config.companySmtpAllowPrivate }), headers: { from: mailbox(row.sender_name, address) } };
  }
  const headers: CompanySender['headers'] = {};
  if (row.sender_name.trim() !== '') headers.from = mailbox(row.sender_name, addressOf(deps.config.mailFrom));
  if (row.sender_email !== '') headers.replyTo = row.sender_email;
  return { headers };
}

export async function companySender(deps: AppDeps, companyId: number): Promise<CompanySender> {
  return senderOf(deps, await readCompanyMailRow(deps, companyId));
}
