/**
 * Vendor: subscription orders and the unauthenticated payment returns of SPEC §7 "Device and payment"
 * (`POST /vendor/api/v2/payment//telr/`, `…//paypal/`; the double slash and the single-slash form both work),
 * and the vendor back-office lists of orders and payments (back-office-routes.ts, vendor operators only).
 */
import type { ServerModule } from '../module';
import { ok } from '../../http/envelope';
import { registerBackOfficeRoutes } from './back-office-routes';
import { registerResource } from '../../resources/register';
import { BACK_OFFICE_RESOURCES } from './back-office-resources';
import { registerVendorDashboard } from './dashboard';
import { platformCompanies, platformDevices, platformUsers } from './platform-resources';
import { subscriptionOrders } from './subscription-orders';
import { registerSubscriptionRoutes, subscriptionHistory, vendorCompanySubscriptions } from './subscription-routes';
import { SUBSCRIPTION_CATALOGUE } from './subscription-catalogue';
import { vendorGuard } from './vendor-access';
import { VENDOR_CODES } from './codes';
import { createPaymentService } from './payment-service';
import './tables';

const statusResponse = {
  200: {
    type: 'object',
    properties: {
      code: { type: 'string' },
      context: { type: 'object', additionalProperties: true },
      data: { type: 'object', properties: { status: { type: 'string' } } },
    },
  },
} as const;

/** Payment returns are public: bound them per client address. */
const RETURN_RATE_LIMIT = { max: 30, timeWindow: 60_000 };

export const vendorModule: ServerModule = {
  name: 'vendor',
  prefix: '/web/vendor/api/v2',
  async register(app, deps) {
    const payments = createPaymentService(deps);
    registerBackOfficeRoutes(app, deps);
    for (const platform of [platformDevices, platformCompanies, platformUsers, ...SUBSCRIPTION_CATALOGUE, vendorCompanySubscriptions]) registerResource(app, deps, platform, { platformGuard: vendorGuard(deps) });
    for (const platform of BACK_OFFICE_RESOURCES) registerResource(app, deps, platform, { platformGuard: vendorGuard(deps) });
    registerVendorDashboard(app, deps);
    registerResource(app, deps, subscriptionOrders);
    registerResource(app, deps, subscriptionHistory);
    registerSubscriptionRoutes(app, deps);

    app.post<{ Body: { order_ref: string } }>(
      '/payment/telr/',
      {
        config: { rateLimit: RETURN_RATE_LIMIT },
        schema: {
          tags: ['vendor'],
          summary: 'Telr payment return: the server checks the order with Telr and settles it once',
          body: {
            type: 'object',
            required: ['order_ref'],
            properties: { order_ref: { type: 'string', minLength: 1, maxLength: 100 } },
          },
          response: statusResponse,
        },
      },
      async (request) => ok({ status: await payments.telrReturn(request.body.order_ref.trim()) }, VENDOR_CODES.ok),
    );

    app.post<{ Body: { payment_id: string; payer_id: string } }>(
      '/payment/paypal/',
      {
        config: { rateLimit: RETURN_RATE_LIMIT },
        schema: {
          tags: ['vendor'],
          summary: 'PayPal payment return: the server looks the payment up, executes it for the payer and settles it once',
          body: {
            type: 'object',
            required: ['payment_id', 'payer_id'],
            properties: {
              payment_id: { type: 'string', minLength: 1, maxLength: 100 },
              payer_id: { type: 'string', minLength: 1, maxLength: 100 },
            },
          },
          response: statusResponse,
        },
      },
      async (request) => ok({ status: await payments.paypalReturn(request.body.payment_id.trim(), request.body.payer_id.trim()) }, VENDOR_CODES.ok),
    );
  },
};
