import { useState, type ReactElement } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createTestI18n } from '@timekeep/i18n/testing';
import { ShiftSlotsGrid, slotLabel, toggleSlot, type Slots } from './ShiftSlotsGrid';
import { TimetableTimeline } from './TimetableTimeline';

const i18n = createTestI18n();
const t = (key: string, options?: Record<string, unknown>) => i18n.t(`att:${key}`, options);

test('slot names follow the engine index: week 0 = Monday, month offset × 31 + day − 1', () => {
  expect(slotLabel('day', 2, t)).toBe('Day 3');
  expect(slotLabel('week', 8, t)).toBe('Week 2 · Tue');
  expect(slotLabel('month', 31 + 14, t)).toBe('Month 2 · 15');
});

test('toggling a timetable in a slot leaves rest days out of the slots', () => {
  expect(toggleSlot({}, 0, 5, true)).toEqual({ 0: [5] });
  expect(toggleSlot({ 0: [5] }, 0, 6, true)).toEqual({ 0: [5, 6] });
  expect(toggleSlot({ 0: [5], 1: [5] }, 0, 5, false)).toEqual({ 1: [5] });
});

function Harness({ initial, length }: { initial: Slots; length: number }): ReactElement {
  const [slots, setSlots] = useState<Slots>(initial);
  return (
    <I18nextProvider i18n={i18n}>
      <ShiftSlotsGrid id="slots" label="Slots" cycle="week" length={length} value={slots} onChange={setSlots} timetables={[{ id: 5, alias: 'Day', kind: 'normal' }, { id: 6, alias: 'Night', kind: 'normal' }]} />
      <output data-testid="value">{JSON.stringify(slots)}</output>
    </I18nextProvider>
  );
}

test('the grid has a row per slot and a column per timetable; ticking a cell puts the timetable in that slot', () => {
  render(<Harness initial={{ 0: [5] }} length={1} />);
  expect(screen.getAllByRole('row')).toHaveLength(1 + 7);
  expect(screen.getByRole('checkbox', { name: 'Week 1 · Mon Day' })).toBeChecked();
  fireEvent.click(screen.getByRole('checkbox', { name: 'Week 1 · Fri Night' }));
  expect(screen.getByTestId('value').textContent).toBe(JSON.stringify({ 0: [5], 4: [6] }));
  expect(screen.getByText('2 working days')).toBeInTheDocument();
});

test('a shorter cycle drops the slots it no longer has', () => {
  render(<Harness initial={{ 0: [5], 9: [6] }} length={1} />);
  expect(screen.getByTestId('value').textContent).toBe(JSON.stringify({ 0: [5] }));
});

test('the timeline draws windows, graces and breaks, and says when the windows overlap', () => {
  const { rerender } = render(
    <I18nextProvider i18n={i18n}>
      <TimetableTimeline start="09:00" duration={540} inBefore={null} inAfter={null} outBefore={null} outAfter={null} allowedLate={5} allowedEarly={5} breaks={[{ id: 1, alias: 'Lunch', start: '13:00', duration: 60 }]} />
    </I18nextProvider>,
  );
  const titles = [...document.querySelectorAll('title')].map((node) => node.textContent);
  expect(titles).toEqual([
    'Check-in window: 07:00–13:30',
    'Check-out window: 13:30–22:00',
    'Duty: 09:00–18:00',
    'Grace: 09:00–09:05',
    'Grace: 17:55–18:00',
    'Break Lunch: 13:00–14:00',
  ]);
  expect(screen.queryByRole('alert')).toBeNull();
  rerender(
    <I18nextProvider i18n={i18n}>
      <TimetableTimeline start="09:00" duration={540} inBefore={null} inAfter={300} outBefore={300} outAfter={null} allowedLate={0} allowedEarly={0} breaks={[]} />
    </I18nextProvider>,
  );
  expect(screen.getByRole('alert')).toHaveTextContent('The windows overlap.');
});
