import '@testing-library/jest-dom';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createResourceHarness, envelope, pageOf, queryOf } from '@timekeep/ui/src/resource/testing/resource-harness';
import { ClosedPeriods } from './ClosedPeriods';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(60000);

const PERIODS = '/web/att/api/v2/closed-periods/';
const OCTOBER = { id: 4, start_date: '2026-10-01', end_date: '2026-10-31', department: null, note: 'October payroll', closed_at: '2026-11-03T09:00:00Z' };

describe('closed payroll periods on /report/calculation', () => {
  it.each([
    ['en', 'Closed payroll periods', 'Close a period', 'Reopen'],
    ['ar', 'فترات الرواتب المغلقة', 'إغلاق فترة', 'إعادة فتح'],
  ])('lists the periods with the close button and reopens one (%s)', async (lng, title, close, reopen) => {
    const { requests, renderScreen } = createResourceHarness(
      (request) => {
        if (request.method === 'GET' && request.path === PERIODS) return { data: pageOf([OCTOBER], queryOf(request)) };
        if (request.method === 'DELETE' && request.path === `${PERIODS}4/`) return { data: envelope({ deleted: 1, recalculating: 62 }, 'ZATT0000') };
        return { status: 404, data: envelope(null, 'ZGEN0404') };
      },
      { url: '/report/calculation', lng },
    );
    renderScreen((client) => <ClosedPeriods client={client} />);
    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(await screen.findByText('October payroll')).toBeInTheDocument();
    expect(screen.getByText(close).closest('button')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: new RegExp(`${reopen} 2026-10-01`) }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: reopen }));
    await waitFor(() => expect(requests.some((request) => request.method === 'DELETE' && request.path === `${PERIODS}4/`)).toBe(true));
  });
});
