/**
 * Outgoing mail. With SMTP_URL set, messages go through that SMTP server (nodemailer); without it, into the
 * built-in dev mailbox (DATA_DIR/mailbox, one JSON file per message, browsable at /web/dev/mailbox/), so
 * `npm start` needs no mail server and nothing is lost.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface StoredMail extends MailMessage {
  id: string;
  from: string;
  sentAt: string;
}

export interface Mailer {
  readonly kind: 'smtp' | 'dev-mailbox';
  send(message: MailMessage): Promise<void>;
  /** Dev mailbox only: newest first. */
  list(): StoredMail[];
  close(): void;
}

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(message) {
      await transport.sendMail({ from, ...message });
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
      const stored: StoredMail = { id, from, sentAt, ...message };
      await fs.promises.writeFile(path.join(dir, `${id}.json`), JSON.stringify(stored, null, 2));
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

export function createMailer(options: { smtpUrl?: string; mailFrom: string; dataDir: string }): Mailer {
  return options.smtpUrl
    ? createSmtpMailer(options.smtpUrl, options.mailFrom)
    : createDevMailbox(path.join(options.dataDir, 'mailbox'), options.mailFrom);
}
