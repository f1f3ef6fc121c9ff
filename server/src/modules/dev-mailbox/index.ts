/**
 * The built-in dev mailbox (only when SMTP_URL is unset): mail the product sent, readable in a browser at
 * /web/dev/mailbox/ (HTML) and as JSON at /web/dev/mailbox/messages/.
 */
import { ok } from '../../http/envelope';
import type { ServerModule } from '../module';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export const devMailboxModule: ServerModule = {
  name: 'dev-mailbox',
  prefix: '/web/dev/mailbox',
  async register(app, deps) {
    if (deps.mailer.kind !== 'dev-mailbox') return;
    app.get('/messages/', async () => ok(deps.mailer.list()));
    app.get('/', async (_request, reply) => {
      const items = deps.mailer
        .list()
        .map(
          (m) =>
            `<article><h2>${escapeHtml(m.subject)}</h2><p><b>To:</b> ${escapeHtml(m.to)} · ${escapeHtml(m.sentAt)}</p>` +
            `<pre style="white-space:pre-wrap">${escapeHtml(m.text)}</pre></article><hr>`,
        )
        .join('');
      return reply
        .type('text/html')
        .send(`<!doctype html><meta charset="utf-8"><title>Dev mailbox</title><h1>Dev mailbox</h1>${items || '<p>No mail yet.</p>'}`);
    });
  },
};
