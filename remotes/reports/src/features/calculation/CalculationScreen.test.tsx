import '@testing-library/jest-dom';
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { createResourceHarness, envelope } from '@timekeep/ui/src/resource/testing/resource-harness';
import { CalculationBody, calculationBody } from './CalculationScreen';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(60000);

describe('/report/calculation', () => {
  it('builds the pinned body: dates, and the chosen departments and employees (none: the whole company)', () => {
    expect(calculationBody({ start_date: '2026-03-01', end_date: '2026-03-31', department__in: '2,5', employee__in: '7' })).toEqual({
      start_date: '2026-03-01', end_date: '2026-03-31', departments: [2, 5], employees: [7],
    });
    expect(calculationBody({ start_date: '2026-03-01', end_date: '2026-03-31' })).toEqual({ start_date: '2026-03-01', end_date: '2026-03-31', departments: [], employees: [] });
    expect(calculationBody({ start_date: '2026-03-31', end_date: '2026-03-01' })).toBeNull();
    expect(calculationBody({ start_date: '2026-03-01' })).toBeNull();
  });

  it.each([
    ['en', 'Recalculate', '62 employee-days calculated for 2 employees; 0 changed.'],
    ['ar', 'إعادة الحساب', 'تم حساب 62 يوم عمل لـ 2 موظفًا؛ تغيّر منها 0.'],
  ])('runs the calculation as a job and shows its progress and result (%s)', async (lng, run, done) => {
    let polls = 0;
    const { requests, renderScreen } = createResourceHarness(
      (request) => {
        if (request.path === '/web/att/api/v2/calculation/') return { status: 202, data: envelope({ job: 7 }) };
        if (request.path === '/web/api/v2/jobs/7/') {
          polls += 1;
          const finished = polls > 1;
          return { data: envelope({ id: 7, kind: 'att.calculation', status: finished ? 'done' : 'running', progress: finished ? 100 : 40, file_url: null, error: null, result: finished ? { calculated: 62, written: 0, employees: 2 } : null }) };
        }
        if (request.path === '/web/personnel/api/v2/departments/tree/') return { data: envelope([]) };
        return { status: 404, data: envelope(null, 'ZGEN0404') };
      },
      { url: '/report/calculation', lng },
    );
    renderScreen((client) => <CalculationBody client={client} jobOptions={{ pollMs: 20 }} />);
    fireEvent.click(await screen.findByRole('button', { name: run }));
    expect(await screen.findByText(done, {}, { timeout: 8000 })).toBeInTheDocument();
    const post = requests.find((request) => request.path === '/web/att/api/v2/calculation/');
    expect(post?.body).toMatchObject({ departments: [], employees: [], start_date: expect.stringMatching(/^\d{4}-\d{2}-01$/) });
    await waitFor(() => expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100'));
  });
});
