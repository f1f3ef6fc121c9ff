/**
 * Outgoing mail. With SMTP_URL set, messages go through that SMTP server (nodemailer); without it, into the
 * built-in dev mailbox (DATA_DIR/mailbox, one JSON file per message, browsable at /web/dev/mailbox/), so
 * `npm start` needs no mail server and nothing is lost.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { publicAddressOf, type Lookup } from './smtp-host-guard';

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The sender when not the mailer's own (a company's sender, ADR 0089). */
  from?: string;
  replyTo?: string;
  attachments?: MailAttachment[];
}

/** What the dev mailbox keeps of an attachment (the content as base64, for the e2e journeys that open it). */
export interface StoredAttachment {
  filename: string;
  contentType: string;
  size: number;
  content: string;
}

export interface StoredMail extends Omit<MailMessage, 'attachments'> {
  id: string;
  from: string;
  sentAt: string;
  attachments?: StoredAttachment[];
}

export interface Mailer {
  readonly kind: 'smtp' | 'dev-mailbox';
  send(message: MailMessage): Promise<void>;
  /** Dev mailbox only: newest first. */
  list(): StoredMail[];
  close(): void;
}

/**
 * A mailer over SMTP: the platform's (SMTP_URL) or a company's own server. A company's host is a tenant's input:
 * unless `allowPrivateHosts`, each send resolves it, refuses private/local/reserved addresses (smtp-host-guard.ts)
 * and connects to the address it checked, keeping the name for TLS.
 */
export function createSmtpMailer(smtpUrl: string | SmtpServer, from: string, options: { allowPrivateHosts?: boolean; lookup?: Lookup } = {}): Mailer {
  const transportFor = (server: SmtpServer, address = server.host) =>
    nodemailer.createTransport({
      host: address,
      port: server.port,
      secure: server.security === 'tls',
      requireTLS: server.security === 'starttls',
      ignoreTLS: server.security === 'none',
      ...(address !== server.host ? { tls: { servername: server.host } } : {}),
      ...(server.user ? { auth: { user: server.user, pass: server.password } } : {}),
      // A company's server that does not answer fails the attempt (and the test mail) in seconds, not minutes.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
  if (typeof smtpUrl !== 'string' && !options.allowPrivateHosts) {
    const server = smtpUrl;
    return {
      kind: 'smtp',
      async send(message) {
        const transport = transportFor(server, await publicAddressOf(server.host, options.lookup));
        try {
          await transport.sendMail({ ...message, from: message.from ?? from });
        } finally {
          transport.close();
        }
      },
      list: () => [],
      close: () => undefined,
    };
  }
  const transport = typeof smtpUrl === 'string' ? nodemailer.createTransport(smtpUrl) : transportFor(smtpUrl);
  return {
    kind: 'smtp',
    async send(message) {
      await transport.sendMail({ ...message, from: message.from ?? from });
    },
    list: () => [],
    close: () => transport.close(),
  };
}

export function createDevMailbox(dir: string, from: string): Mailer {
  fs.mkdirSync(dir, { recursive: true });
  return {
    kind: 'dev-mailbox',
    async send(message) {
      const sentAt = new Date().toISOString();
      const id = `${sentAt.replace(/[^0-9]/g, '')}-${crypto.randomBytes(4).toString('hex')}`;
      const { attachments, ...rest } = message;
      const stored: StoredMail = {
        id,
        sentAt,
        ...rest,
        from: message.from ?? from,
        ...(attachments ? { attachments: attachments.map((file) => ({ filename: file.filename, contentType: file.contentType, size: file.content.length, content: file.content.toString('base64') })) } : {}),
      };
      // Written aside, then renamed: the mailbox page (and the journeys polling it) must never read half a mail.
      const file = path.join(dir, `${id}.json`);
      await fs.promises.writeFile(`${file}.part`, JSON.stringify(stored, null, 2));
      await fs.promises.rename(`${file}.part`, file);
    },
    list() {
      return fs
        .readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .sort()
        .reverse()
        .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as StoredMail);
    },
    close: () => undefined,
  };
}

/** A company's own SMTP server (ADR 0089). */
export interface SmtpServer {
  host: string;
  port: number;
  security: 'starttls' | 'tls' | 'none';
  user: string;
  password: string;
}

export function createMailer(options: { smtpUrl?: string; mailFrom: string; dataDir: string }): Mailer {
  return options.smtpUrl
    ? createSmtpMailer(options.smtpUrl, options.mailFrom)
    : createDevMailbox(path.join(options.dataDir, 'mailbox'), options.mailFrom);
}
