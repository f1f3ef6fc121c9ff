import { isAutomaticDecision } from '@timekeep/contracts';
import { sweepStep, type Departed, type SweepInput } from './approval-sweep';

const DAY = 86_400_000;
const since = new Date('2026-03-01T08:00:00Z');
const nobody: Departed = { users: new Set(), employees: new Set() };
const input = (chain: SweepInput['chain'], extra: Partial<SweepInput> = {}): SweepInput => ({
  employee: 1, status: 'pending', level: 1, chain, history: [], events: [], filed_by_user: null, filed_by_employee: 1, level_since: since, ...extra,
});

describe('sweepStep (ADR 0099)', () => {
  it('does nothing before the timeout, and nothing to a level without one', () => {
    const chain = [{ level: 1, mode: 'any' as const, approvers: [{ user: 10 }], timeout: { days: 2, action: 'approve' as const, user: null } }];
    expect(sweepStep(input(chain), new Date(since.getTime() + 2 * DAY - 1), nobody)).toBeNull();
    expect(sweepStep(input([{ level: 1, mode: 'any', approvers: [{ user: 10 }] }]), new Date(since.getTime() + 400 * DAY), nobody)).toBeNull();
    expect(sweepStep(input(chain, { status: 'approved' }), new Date(since.getTime() + 400 * DAY), nobody)).toBeNull();
  });

  it('escalating the last level hands it to the administrators, once', () => {
    const chain = [{ level: 1, mode: 'all' as const, approvers: [{ user: 10 }, { user: 11 }], timeout: { days: 1, action: 'escalate' as const, user: null } }];
    const now = new Date(since.getTime() + DAY);
    const next = sweepStep(input(chain), now, nobody);
    expect(next).toMatchObject({ status: 'pending', level: 1, restarted: true, asked: [{ admins: true }] });
    expect(next?.chain[0]).toMatchObject({ mode: 'any', approvers: [{ user: 10 }, { user: 11 }, { admins: true }], timeout: { done: true } });
    expect([next?.history, next?.events]).toEqual([[], [{ level: 1, type: 'escalated', reason: 'timeout', days: 1, time: '2026-03-02 08:00:00' }]]);
    expect(sweepStep(input(next!.chain, { history: next!.history, events: next!.events, level_since: now }), new Date(now.getTime() + 9 * DAY), nobody)).toBeNull();
  });

  it('an escalation user who filed the request, or left, is replaced by the administrators', () => {
    const chain = [{ level: 1, mode: 'any' as const, approvers: [{ user: 10 }], timeout: { days: 1, action: 'escalate_to_user' as const, user: 12 } }];
    const now = new Date(since.getTime() + DAY);
    expect(sweepStep(input(chain), now, nobody)?.asked).toEqual([{ user: 12 }]);
    expect(sweepStep(input(chain, { filed_by_user: 500 }), now, { ...nobody, accounts: new Map([[12, 500]]) })?.asked).toEqual([{ admins: true }]);
    expect(sweepStep(input(chain), now, { ...nobody, users: new Set([12]) })?.asked).toEqual([{ admins: true }]);
  });

  it('an all-of level whose other approvers approved completes when the last one leaves; a lone leaver hands the level on', () => {
    const chain = [
      { level: 1, mode: 'all' as const, approvers: [{ user: 10 }, { employee: 7 }] },
      { level: 2, mode: 'any' as const, approvers: [{ user: 20 }] },
    ];
    const approved = [{ level: 1, user: 99, employee: null, decision: 'approved' as const, comment: '', time: 'x', slots: [0] }];
    const left: Departed = { users: new Set(), employees: new Set([7]) };
    expect(sweepStep(input(chain, { history: approved }), since, left)).toMatchObject({ status: 'pending', level: 2, restarted: true, asked: [{ user: 20 }] });
    const alone = sweepStep(input(chain), since, { users: new Set([10]), employees: new Set([7]) });
    // handing a level over is no decision: `history` stays as pinned, the step is an event (ADR 0103)
    expect(alone).toMatchObject({ status: 'pending', level: 1, asked: [{ admins: true }], history: [], events: [{ level: 1, type: 'escalated', reason: 'approver_left', time: '2026-03-01 08:00:00' }] });
    expect(alone?.chain[0].approvers).toEqual([{ user: 10, left: true }, { employee: 7, left: true }, { admins: true }]);
  });

  it('an automatic decision is a pinned history entry by nobody (user and employee null), and an event saying why', () => {
    const level = (action: 'approve' | 'reject') => [{ level: 1, mode: 'any' as const, approvers: [{ user: 10 }], timeout: { days: 3, action, user: null } }];
    const now = new Date(since.getTime() + 3 * DAY);
    for (const [action, decision] of [['approve', 'approved'], ['reject', 'rejected']] as const) {
      const next = sweepStep(input(level(action)), now, nobody);
      expect(next?.status).toBe(decision);
      expect(next?.history).toEqual([{ level: 1, user: null, employee: null, decision, comment: '', time: '2026-03-04 08:00:00' }]);
      expect(next?.history.every(isAutomaticDecision)).toBe(true);
      expect(next?.events).toEqual([{ level: 1, type: decision, reason: 'timeout', days: 3, time: '2026-03-04 08:00:00' }]);
      expect(Object.keys(next?.history[0] ?? {}).sort()).toEqual(['comment', 'decision', 'employee', 'level', 'time', 'user']);
    }
  });
});
