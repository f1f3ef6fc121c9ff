import { act, render, screen } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { createApiClient } from '@timekeep/api-client';
import { createFakeTransport, type FakeReply, type RecordedRequest } from '@timekeep/api-client/src/test-support/fake-transport';
import { createTestI18n } from '@timekeep/i18n/testing';
import { PaymentResultPage, PAYMENT_CHECK_DELAY_MS } from './PaymentResultPage';
import type { PaymentProvider } from './payment-status';

jest.setTimeout(20000);
beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const statusReply = (status: string): FakeReply => ({ status: 200, data: { code: 'ZVEN0000', context: {}, data: { status } } });

function renderPage(provider: PaymentProvider, search: string, reply: (request: RecordedRequest) => FakeReply, lng = 'en') {
  const { adapter, requests } = createFakeTransport(reply);
  const client = createApiClient({ adapter, hooks: { notify: () => undefined, navigate: () => undefined, timezone: 'UTC' } });
  render(
    <I18nextProvider i18n={createTestI18n(lng)}>
      <AntApp>
        <MemoryRouter initialEntries={[`/payment/${provider}${search}`]}>
          <PaymentResultPage provider={provider} client={client} />
        </MemoryRouter>
      </AntApp>
    </I18nextProvider>,
  );
  return requests;
}

async function afterDelay(): Promise<void> {
  await act(async () => {
    jest.advanceTimersByTime(PAYMENT_CHECK_DELAY_MS);
  });
  await act(async () => {
    await Promise.resolve();
  });
}

async function resultAlert(): Promise<HTMLElement> {
  return screen.findByTestId('payment-result', {}, { timeout: 5000 });
}

describe('payment result pages', () => {
  it('waits 3 s, then checks the Telr order by OrderRef without a session and shows the result', async () => {
    const requests = renderPage('telr', '?OrderRef=ABC123', () => statusReply('PAID'));
    expect(screen.getByTestId('payment-checking')).toHaveTextContent('Checking your payment…');
    await act(async () => {
      jest.advanceTimersByTime(PAYMENT_CHECK_DELAY_MS - 10);
    });
    expect(requests).toHaveLength(0);
    await afterDelay();
    const alert = await resultAlert();
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ method: 'POST', path: '/web/vendor/api/v2/payment//telr/', body: { order_ref: 'ABC123' } });
    expect(requests[0].headers.authorization).toBeUndefined();
    expect(alert).toHaveAttribute('data-type', 'success');
    expect(alert).toHaveTextContent('Payment successful. Thank you!');
  });

  it('checks the PayPal payment with paymentId and PayerID; FAILED is shown as success for PayPal', async () => {
    const requests = renderPage('paypal', '?paymentId=PAYID-1&token=EC-1&PayerID=P42', () => statusReply('FAILED'));
    await afterDelay();
    const alert = await resultAlert();
    expect(requests[0]).toMatchObject({ path: '/web/vendor/api/v2/payment//paypal/', body: { payment_id: 'PAYID-1', payer_id: 'P42' } });
    expect(alert).toHaveAttribute('data-type', 'success');
    expect(alert).toHaveTextContent('The payment failed.');
  });

  it('shows a Telr cancellation as a warning, and a PayPal one as an unknown error', async () => {
    renderPage('telr', '?OrderRef=X', () => statusReply('CANCELLED'));
    await afterDelay();
    expect(await resultAlert()).toHaveAttribute('data-type', 'warning');
  });

  it('shows an unknown error when PayPal answers CANCELLED', async () => {
    renderPage('paypal', '?paymentId=P&PayerID=Q', () => statusReply('CANCELLED'));
    await afterDelay();
    const alert = await resultAlert();
    expect(alert).toHaveAttribute('data-type', 'error');
    expect(alert).toHaveTextContent('The payment result is unknown. Please contact support.');
  });

  it('shows “order not found” without calling when the link has no reference', async () => {
    const requests = renderPage('paypal', '?paymentId=ONLY', () => statusReply('PAID'));
    await afterDelay();
    const alert = await resultAlert();
    expect(requests).toHaveLength(0);
    expect(alert).toHaveAttribute('data-type', 'error');
    expect(alert).toHaveTextContent('Order not found.');
  });

  it('shows an error when the provider could not be asked (server 502)', async () => {
    renderPage('telr', '?OrderRef=X', () => ({ status: 502, data: { code: 'ZVEN0002', context: {}, data: null } }));
    await afterDelay();
    expect(await resultAlert()).toHaveAttribute('data-type', 'error');
  });

  it('speaks the chosen language', async () => {
    renderPage('telr', '?OrderRef=X', () => statusReply('DECLINED'), 'es-MX');
    await afterDelay();
    expect(await resultAlert()).toHaveTextContent('El pago fue rechazado.');
  });
});
