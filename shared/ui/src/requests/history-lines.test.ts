import { type RequestDecision, type RequestEvent } from '@timekeep/contracts';
import { historyLines } from './RequestDialogs';

describe('historyLines (ADR 0103)', () => {
  it('merges the decisions and the sweep escalations by time; an automatic decision is explained by its event', () => {
    const history: RequestDecision[] = [
      { level: 1, user: 3, employee: null, name: 'hr@demo.test', decision: 'approved', comment: 'fine', time: '2026-03-01 11:00:00' },
      { level: 2, user: null, employee: null, decision: 'approved', comment: '', time: '2026-03-06 09:00:00' },
    ];
    const events: RequestEvent[] = [
      { level: 2, type: 'escalated', reason: 'approver_left', time: '2026-03-02 09:00:00' },
      { level: 2, type: 'approved', reason: 'timeout', days: 3, time: '2026-03-06 09:00:00' },
    ];
    expect(historyLines(history, events).map(({ level, status, automatic, reason, who }) => [level, status, automatic, reason?.reason ?? null, who])).toEqual([
      [1, 'approved', false, null, 'hr@demo.test'],
      [2, 'escalated', true, 'approver_left', ''],
      [2, 'approved', true, 'timeout', ''],
    ]);
  });

  it('a person is named by name, else by user or employee id; an employee login decides with user null (ADR 0125)', () => {
    const history: RequestDecision[] = [
      { level: 1, user: null, employee: 7, decision: 'approved', comment: '', time: '2026-03-01 11:00:00' },
      { level: 2, user: 9, employee: null, decision: 'rejected', comment: 'no', time: '2026-03-01 12:00:00' },
    ];
    expect(historyLines(history, []).map((line) => [line.who, line.automatic, line.comment])).toEqual([
      ['#7', false, ''],
      ['#9', false, 'no'],
    ]);
  });
});
