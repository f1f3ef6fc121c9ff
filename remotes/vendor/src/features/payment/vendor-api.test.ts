import { NO_FILTERS, ORDER_STATUSES, PAYMENT_PROVIDERS, PAYMENT_STATUSES, filterParams, listParams } from './vendor-api';

describe('vendor back-office query parameters', () => {
  it('leaves empty filters out and trims the search', () => {
    expect(filterParams(NO_FILTERS)).toEqual({});
    expect(filterParams({ ...NO_FILTERS, search: '   ' })).toEqual({});
    expect(filterParams({ ...NO_FILTERS, search: '  acme ' })).toEqual({ search: 'acme' });
  });

  it('sends every chosen filter under its server name', () => {
    expect(
      filterParams({ search: 'x', status: 'PAID', provider: 'telr', company: 3, dateFrom: '2026-11-01', dateTo: '2026-11-30' }),
    ).toEqual({ search: 'x', status: 'PAID', provider: 'telr', company: 3, date_from: '2026-11-01', date_to: '2026-11-30' });
  });

  it('adds 1-based paging to the list query', () => {
    expect(listParams({ ...NO_FILTERS, provider: 'paypal' }, { page: 2, pageSize: 50 })).toEqual({ page: 2, page_size: 50, provider: 'paypal' });
  });

  it('offers every status in lifecycle order, payments without PENDING, and both providers', () => {
    expect(ORDER_STATUSES).toEqual(['PENDING', 'PAID', 'CANCELLED', 'DECLINED', 'FAILED']);
    expect(PAYMENT_STATUSES).toEqual(['PAID', 'CANCELLED', 'DECLINED', 'FAILED']);
    expect(PAYMENT_PROVIDERS).toEqual(['telr', 'paypal']);
  });
});
