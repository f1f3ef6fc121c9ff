/**
 * The built-in dev mailbox (only when SMTP_URL is unset): mail the product sent, readable in a browser at
 * /web/dev/mailbox/ (HTML, with each mail's attachments: name, type, size and a download link) and as JSON at
 * /web/dev/mailbox/messages/; one attachment downloads from /web/dev/mailbox/messages/<id>/attachments/<n>/. It
 * holds password-reset and activation links, so by default only clients on this machine see it; everyone else gets
 * the plain unknown-route 404 (DEV_MAILBOX=open lifts that for a shared development box).
 */
import { GENERAL_CODES } from '@timekeep/contracts';
import { attachmentDisposition } from '../../bulk/content-disposition';
import { failure, ok } from '../../http/envelope';
import { isLoopbackRequest } from '../../http/loopback';
import type { StoredAttachment, StoredMail } from '../../mail/mailer';
import type { ServerModule } from '../module';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** 532 B, 12.5 KB, 3.2 MB: what a developer checks an attached report by. */
export function sizeOf(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

const attachmentUrl = (mail: StoredMail, index: number) => `/web/dev/mailbox/messages/${encodeURIComponent(mail.id)}/attachments/${index}/`;

function attachmentsHtml(mail: StoredMail): string {
  const files = mail.attachments ?? [];
  if (files.length === 0) return '';
  const items = files
    .map(
      (file: StoredAttachment, index) =>
        `<li><a href="${escapeHtml(attachmentUrl(mail, index))}" download="${escapeHtml(file.filename)}">${escapeHtml(file.filename)}</a>` +
        ` · ${escapeHtml(file.contentType)} · ${sizeOf(file.size)}</li>`,
    )
    .join('');
  return `<p><b>Attachments (${files.length}):</b></p><ul class="attachments">${items}</ul>`;
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
    app.get(
      '/messages/:id/attachments/:index/',
      { schema: { params: { type: 'object', properties: { id: { type: 'string', maxLength: 80 }, index: { type: 'integer', minimum: 0 } }, required: ['id', 'index'] } } },
      async (request, reply) => {
        const { id, index } = request.params as { id: string; index: number };
        const file = deps.mailer.list().find((mail) => mail.id === id)?.attachments?.[index];
        if (!file) return reply.status(404).send(failure(GENERAL_CODES.notFound, { message: 'Not found.' }));
        // Always a download, never rendered on this origin (an attached HTML file must not run here).
        return reply
          .type(file.contentType || 'application/octet-stream')
          .header('content-disposition', attachmentDisposition(file.filename))
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "sandbox; default-src 'none'")
          .send(Buffer.from(file.content, 'base64'));
      },
    );
    app.get('/', async (_request, reply) => {
      const items = deps.mailer
        .list()
        .map(
          (m) =>
            `<article><h2>${escapeHtml(m.subject)}</h2><p><b>To:</b> ${escapeHtml(m.to)} · ${escapeHtml(m.sentAt)}</p>` +
            `<pre style="white-space:pre-wrap">${escapeHtml(m.text)}</pre>${attachmentsHtml(m)}</article><hr>`,
        )
        .join('');
      return reply
        .type('text/html')
        .send(`<!doctype html><meta charset="utf-8"><title>Dev mailbox</title><h1>Dev mailbox</h1>${items || '<p>No mail yet.</p>'}`);
    });
  },
};
