import type { TimeCardRow } from '@timekeep/contracts';
import { createResourceHarness, envelope, pageOf, queryOf } from '../resource/testing/resource-harness';
import { fetchDayPunchTimes, fetchTimeCards, TIME_CARD_READ_SIZE } from './time-card-data';
import { WEEK_ROWS } from './testing/week-rows';

describe('reading time cards', () => {
  it('reads every page at the server’s largest page size (20 employees × a month is more than one page)', async () => {
    const many: TimeCardRow[] = Array.from({ length: 620 }, (_, i) => ({ ...WEEK_ROWS[0], employee: 1 + Math.floor(i / 31), date: `2026-03-${String((i % 31) + 1).padStart(2, '0')}` }));
    const { client, requests } = createResourceHarness((request) => {
      const query = queryOf(request);
      if (Number(query.get('page_size')) > 500) return { status: 400, data: envelope(null, 'ZGEN0400') };
      return { data: pageOf(many, query) };
    });
    const rows = await fetchTimeCards(client, { start_date: '2026-03-01', end_date: '2026-03-31', employee__in: '1,2', page_size: 5000 });
    expect(rows).toHaveLength(620);
    expect(requests.map((r) => [queryOf(r).get('page'), queryOf(r).get('page_size')])).toEqual([
      ['1', String(TIME_CARD_READ_SIZE)],
      ['2', String(TIME_CARD_READ_SIZE)],
    ]);
  });

  it('fails when the server refuses, so the screen can say so', async () => {
    const { client } = createResourceHarness(() => ({ status: 403, data: envelope(null, 'ZGEN0403') }));
    await expect(fetchTimeCards(client, { start_date: '2026-03-01', end_date: '2026-03-31' })).rejects.toThrow();
  });

  it('reads a day’s punch times from the transactions list', async () => {
    const { client, requests } = createResourceHarness((request) => ({ data: pageOf([{ punch_time: '2026-03-04 08:55:12' }, { punch_time: '2026-03-04 18:45:03' }], queryOf(request)) }));
    expect(await fetchDayPunchTimes(client, '1001', '2026-03-04')).toEqual(['08:55', '18:45']);
    expect(Object.fromEntries(queryOf(requests[0]))).toMatchObject({ emp_code: '1001', start_time: '2026-03-04 00:00:00', end_time: '2026-03-04 23:59:59', ordering: 'punch_time' });
  });
});
