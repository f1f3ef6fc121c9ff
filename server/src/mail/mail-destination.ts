import type { Config } from '../config';

/** The line `npm start` prints about outgoing mail, so nobody has to guess where a reset link went. */
export function describeMailDestination(config: Pick<Config, 'smtpUrl' | 'devMailbox' | 'port'>): string {
  if (config.smtpUrl) {
    // Host and port only: the URL may carry the SMTP password.
    const url = new URL(config.smtpUrl);
    return `Mail: sent through ${url.protocol}//${url.host} (SMTP_URL)`;
  }
  const where = `http://localhost:${config.port}/web/dev/mailbox/`;
  return config.devMailbox === 'open'
    ? `Mail: kept in the dev mailbox at ${where}, open to every client (DEV_MAILBOX=open); set SMTP_URL to send it`
    : `Mail: kept in the dev mailbox at ${where}, readable from this machine only; set SMTP_URL to send it`;
}
