/**
 * The built-in dev mailbox (only when SMTP_URL is unset): mail the product sent, readable in a browser at
 * /web/dev/mailbox/ (HTML) and as JSON at /web/dev/mailbox/messages/. It holds password-reset and activation
 * links, so by default only clients on this machine see it; everyone else gets the plain unknown-route 404
 * (DEV_MAILBOX=open lifts that for a shared development box).
 */
import { GENERAL_CODES } from '@timekeep/contracts';
import { failure, ok } from '../../http/envelope';
import { isLoopbackRequest } from '../../http/loopback';
import type { ServerModule } from '../module';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export const devMailboxModule: ServerModule = {
  name: 'dev-mailbox',
  prefix: '/web/dev/mailbox',
  async register(app, deps) {
    if (deps.mailer.kind !== 'dev-mailbox') return;
    if (deps.config.devMailbox !== 'open') {
      app.addHook('onRequest', async (request, reply) => {
        if (isLoopbackRequest(request)) return;
        return reply
          .status(404)
          .send(failure(GENERAL_CODES.notFound, { message: `No route ${request.method} ${request.url.split('?')[0]}` }));
      });
    }
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
