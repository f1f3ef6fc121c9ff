/**
 * A real SMTP server on loopback that keeps every message it receives, so tests read mail (and the links
 * in it) exactly as a user's mail server would get it.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  subject: string;
  /** Decoded text body (quoted-printable soft breaks removed). */
  text: string;
}

export interface SmtpSink {
  url: string;
  messages: ReceivedMail[];
  /** Resolves with the first message to `address` received after `since` (an index into messages). */
  waitFor(address: string, options?: { since?: number; timeoutMs?: number }): Promise<ReceivedMail>;
  close(): Promise<void>;
}

function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function parse(raw: string, from: string, to: string[]): ReceivedMail {
  const [head, ...rest] = raw.split(/\r?\n\r?\n/);
  const subject = /^Subject: (.*)$/im.exec(head)?.[1]?.trim() ?? '';
  const decodedSubject = subject.replace(/=\?utf-8\?[BQ]\?([^?]*)\?=/gi, (_m, body: string) => {
    try {
      return Buffer.from(body, 'base64').toString('utf8');
    } catch {
      return body;
    }
  });
  const body = rest.join('\n\n');
  const text = /quoted-printable/i.test(raw) ? decodeQuotedPrintable(body) : body;
  return { from, to, raw, subject: decodedSubject, text };
}

/** `port`: listen there (a test that starts the sink late, after the app has tried it); default: any free port. */
export async function startSmtpSink(options: { port?: number } = {}): Promise<SmtpSink> {
  const messages: ReceivedMail[] = [];
  const listeners = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        const to = session.envelope.rcptTo.map((r) => r.address);
        messages.push(parse(Buffer.concat(chunks).toString('utf8'), from, to));
        for (const listener of listeners) listener();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitFor(address, options = {}) {
      const since = options.since ?? 0;
      const find = () => messages.slice(since).find((m) => m.to.includes(address.toLowerCase()) || m.to.includes(address));
      const found = find();
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          listeners.delete(check);
          reject(new Error(`no mail to ${address} within ${options.timeoutMs ?? 5000} ms`));
        }, options.timeoutMs ?? 5000);
        const check = () => {
          const mail = find();
          if (mail) {
            clearTimeout(timer);
            listeners.delete(check);
            resolve(mail);
          }
        };
        listeners.add(check);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
