import { changedSpans, type Span } from './setup-marks';

const span = (from: string, to: string | null, scope: Span['scope'] = { employees: [1] }): Span => ({ scope, from, to });

describe('changedSpans (the dates an update changes, checked against closed periods)', () => {
  it('a schedule ended later (same shift) changes only the added dates', () => {
    expect(changedSpans(span('2025-01-01', null), span('2025-01-01', '2025-12-31'), true)).toEqual([span('2026-01-01', null)]);
    expect(changedSpans(span('2025-01-01', '2025-06-30'), span('2025-01-01', '2025-07-31'), true)).toEqual([span('2025-07-01', '2025-07-31')]);
  });
  it('a start moved changes the dates between the two starts', () => {
    expect(changedSpans(span('2025-01-10', null), span('2025-01-01', null), true)).toEqual([span('2025-01-01', '2025-01-09')]);
  });
  it('another shift, another scope or dates apart: both whole spans', () => {
    expect(changedSpans(span('2025-01-01', null), span('2025-01-01', '2025-12-31'), false)).toHaveLength(2);
    expect(changedSpans(span('2025-01-01', null), span('2025-01-01', null, { employees: [2] }), true)).toHaveLength(2);
    expect(changedSpans(span('2025-01-01', '2025-01-01'), span('2025-03-01', '2025-03-01'), true)).toEqual([span('2025-01-01', '2025-01-01'), span('2025-03-01', '2025-03-01')]);
  });
  it('a create or a delete: the one span; nothing changed: none', () => {
    expect(changedSpans(null, span('2025-01-01', null), false)).toEqual([span('2025-01-01', null)]);
    expect(changedSpans(span('2025-01-01', null), span('2025-01-01', null), true)).toEqual([]);
  });
});
