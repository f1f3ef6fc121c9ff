import '../widgets/test-utils/messageChannelPolyfill';
import { render, screen, within } from '@testing-library/react';
import { createTestI18n } from '@timekeep/i18n/testing';
import { I18nextProvider } from 'react-i18next';
import { HistoryDialog } from './RequestDialogs';

// antd modals take seconds on the shared, loaded test machine.
jest.setTimeout(60000);

describe('HistoryDialog (ADR 0103)', () => {
  it('shows a person by name, the sweep as "Automatically" with why, and an escalation from events', async () => {
    render(
      <I18nextProvider i18n={createTestI18n('en')}>
      <HistoryDialog
        history={[
          { level: 1, user: 3, employee: null, name: 'hr@demo.test', decision: 'approved', comment: 'fine', time: '2026-03-01 11:00:00' },
          { level: 2, user: null, employee: null, decision: 'approved', comment: '', time: '2026-03-06 09:00:00' },
        ]}
        events={[
          { level: 2, type: 'escalated', reason: 'approver_left', time: '2026-03-02 09:00:00' },
          { level: 2, type: 'approved', reason: 'timeout', days: 3, time: '2026-03-06 09:00:00' },
        ]}
        level={2}
        levels={2}
        status="approved"
        onClose={() => undefined}
      />
      </I18nextProvider>,
    );
    const dialog = (await screen.findByText('Approval history')).closest('.ant-modal') as HTMLElement;
    const rows = within(dialog).getAllByRole('row').slice(1).map((row) => row.textContent);
    expect(rows).toEqual([
      '1hr@demo.testApprovedfine2026-03-01 11:00:00 UTC',
      '2AutomaticallyEscalatedThe approvers left2026-03-02 09:00:00 UTC',
      '2AutomaticallyApprovedNo decision in 3 days2026-03-06 09:00:00 UTC',
    ]);
  });
});
