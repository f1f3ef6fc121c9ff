/**
 * The payment sandbox's pages (issue 17; only while the sandbox runs, see src/sandbox/payment-sandbox.ts). They
 * stand in for Telr's and PayPal's hosted payment pages: `/web/sandbox/payment/` lists the pending orders the
 * sandbox knows, `pay/?ref=` shows one, and paying it settles the order at the fake provider and returns to the
 * product's own result page (`/payment/telr?OrderRef=…`, `/payment/paypal?paymentId=…&PayerID=…`), which checks it
 * with the provider as it would in production. Every page says "sandbox": no money moves.
 */
import type { FastifyReply } from 'fastify';
import { DEMO_PAYPAL_PAYER_ID } from '../vendor/demo-orders';
import { languageOf, translator, type Translate } from '../../i18n/translator';
import type { PaymentFakes } from '../../sandbox/payment-fakes';
import type { ServerModule } from '../module';

export const SANDBOX_PREFIX = '/web/sandbox/payment';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

interface SandboxOrder {
  provider: 'telr' | 'paypal';
  ref: string;
  amount: string;
  currency: string;
}

/** Orders the sandbox providers still treat as open: Telr status 1 (pending), PayPal payments not executed. */
function openOrders(sandbox: PaymentFakes): SandboxOrder[] {
  const telr = [...sandbox.telr.orders.values()].filter((order) => order.statusCode === 1).map((order) => ({ provider: 'telr' as const, ref: order.ref, amount: order.amount, currency: order.currency }));
  const paypal = [...sandbox.paypal.payments.values()]
    .filter((payment) => payment.state === 'created' && payment.outcome === 'approve' && !payment.id.includes('PAYER-CHECK'))
    .map((payment) => ({ provider: 'paypal' as const, ref: payment.id, amount: payment.amount, currency: payment.currency }));
  return [...telr, ...paypal];
}

function findOrder(sandbox: PaymentFakes, ref: string): SandboxOrder | undefined {
  return openOrders(sandbox).find((order) => order.ref === ref);
}

function page(reply: FastifyReply, t: Translate, lang: string, body: string): FastifyReply {
  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  return reply
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(
      `<!doctype html><html lang="${escapeHtml(lang)}" dir="${dir}"><meta charset="utf-8"><title>${escapeHtml(t('sub:sandbox.title'))}</title>` +
        `<p data-testid="sandbox-label"><strong>${escapeHtml(t('sub:sandbox.label'))}</strong> · ${escapeHtml(t('sub:sandbox.notice'))}</p>${body}</html>`,
    );
}

export const sandboxModule: ServerModule = {
  name: 'sandbox',
  prefix: SANDBOX_PREFIX,
  async register(app, deps) {
    const sandbox = deps.paymentSandbox;
    if (!sandbox) return;
    // The pay form posts like a browser form.
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
    const textsOf = (request: Parameters<typeof languageOf>[0]) => {
      const lang = languageOf(request);
      return { lang, t: translator(deps.config.localesDir, lang) };
    };

    app.get('/', { schema: { hide: true } }, async (request, reply) => {
      const { lang, t } = textsOf(request);
      const rows = openOrders(sandbox)
        .map(
          (order) =>
            `<li>${escapeHtml(order.ref)} · ${escapeHtml(order.provider === 'telr' ? 'Telr' : 'PayPal')} · ${escapeHtml(`${order.amount} ${order.currency}`)} · ` +
            `<a href="${SANDBOX_PREFIX}/pay/?ref=${encodeURIComponent(order.ref)}">${escapeHtml(t('sub:sandbox.pay'))}</a></li>`,
        )
        .join('');
      return page(reply, t, lang, `<h1>${escapeHtml(t('sub:sandbox.title'))}</h1>${rows ? `<ul>${rows}</ul>` : `<p>${escapeHtml(t('sub:sandbox.none'))}</p>`}`);
    });

    app.get<{ Querystring: { ref?: string } }>('/pay/', { schema: { hide: true } }, async (request, reply) => {
      const { lang, t } = textsOf(request);
      const order = findOrder(sandbox, String(request.query.ref ?? ''));
      if (!order) return page(reply.status(404), t, lang, `<p>${escapeHtml(t('sub:sandbox.none'))}</p><p><a href="${SANDBOX_PREFIX}/">${escapeHtml(t('sub:sandbox.back'))}</a></p>`);
      return page(
        reply,
        t,
        lang,
        `<h1>${escapeHtml(t('sub:sandbox.title'))}</h1>` +
          `<p>${escapeHtml(t('sub:sandbox.order', { ref: order.ref, amount: `${order.amount} ${order.currency}`, provider: order.provider === 'telr' ? 'Telr' : 'PayPal' }))}</p>` +
          `<form method="post" action="${SANDBOX_PREFIX}/pay/"><input type="hidden" name="ref" value="${escapeHtml(order.ref)}">` +
          `<button type="submit">${escapeHtml(t('sub:sandbox.pay'))}</button></form>` +
          `<p><a href="${SANDBOX_PREFIX}/">${escapeHtml(t('sub:sandbox.back'))}</a></p>`,
      );
    });

    app.post<{ Body: { ref?: string } }>('/pay/', { schema: { hide: true } }, async (request, reply) => {
      const ref = String((request.body as { ref?: unknown } | undefined)?.ref ?? '');
      const order = findOrder(sandbox, ref);
      if (!order) return reply.redirect(`${SANDBOX_PREFIX}/`, 303);
      request.log.info({ provider: order.provider, ref }, 'payment sandbox: order paid (sandbox, no money moved)');
      if (order.provider === 'telr') {
        const stored = sandbox.telr.orders.get(ref);
        if (stored) sandbox.telr.setOrder({ ...stored, statusCode: 3 });
        return reply.redirect(`/payment/telr?OrderRef=${encodeURIComponent(ref)}`, 303);
      }
      const payment = sandbox.paypal.payments.get(ref);
      if (payment) sandbox.paypal.setPayment({ ...payment, approvedBy: DEMO_PAYPAL_PAYER_ID, outcome: 'approve' });
      return reply.redirect(`/payment/paypal?paymentId=${encodeURIComponent(ref)}&PayerID=${DEMO_PAYPAL_PAYER_ID}`, 303);
    });
  },
};
