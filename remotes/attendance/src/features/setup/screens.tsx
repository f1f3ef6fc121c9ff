import type { ReactElement } from 'react';
import { BREAK_TIME_RESOURCE, SHIFT_RESOURCE, TIMETABLE_RESOURCE } from '@timekeep/contracts';
import { resourceScreen, type FieldWidgetProps, type FormFieldDeclaration, type RemoteScreens, type ResourceDeclaration, type ResourceRow, type Translate } from '@timekeep/ui';
import { recalculationText } from '../schedules/recalculation';
import { useTranslation } from 'react-i18next';
import { ShiftSlotsGrid, type GridTimetable } from './ShiftSlotsGrid';
import { TimetableTimeline, type TimelineBreak } from './TimetableTimeline';
import { useSetupRecords } from './useSetupRecords';
import { AliasMultiSelect, CoreBandInput, OtWindowInput } from './widgets';

const aliasOf = (row: ResourceRow) => String(row.alias ?? '');
const bulk = { export: 'server', import: true } as const;
/** An edit of a timetable or shift in use says how many employee-days it sends to recalculation (ADR 0079). */
const changeNote = (answer: Readonly<Record<string, unknown>>, t: Translate) => recalculationText(t, answer.recalculating);
const BREAKS_PATH = BREAK_TIME_RESOURCE.path;
const TIMETABLES_PATH = TIMETABLE_RESOURCE.path;

// ---------------------------------------------------------------- break times

const punchedOnly = (values: Record<string, unknown>) => values.type === 'punched';

const breakTime: ResourceDeclaration = {
  contract: BREAK_TIME_RESOURCE,
  columns: [{ key: 'alias', sortable: true }, { key: 'start', sortable: true }, { key: 'duration', sortable: true }, { key: 'type' }, { key: 'allowance' }, { key: 'paid' }],
  search: true,
  form: {
    layout: 'drawer',
    fields: [
      'alias',
      'start',
      'duration',
      'type',
      'allowance',
      'paid',
      'trigger',
      { name: 'margin', visible: punchedOnly },
      { name: 'late_grace', visible: punchedOnly },
      { name: 'min_early_return', visible: punchedOnly },
      { name: 'early_return_credit', visible: punchedOnly },
    ],
  },
  rowLabel: aliasOf,
  ...bulk,
};

// ---------------------------------------------------------------- timetables

const normalOnly = (values: Record<string, unknown>) => values.kind !== 'flexible';
const flexibleOnly = (values: Record<string, unknown>) => values.kind === 'flexible';
const num = (value: unknown): number | null => (typeof value === 'number' ? value : null);

/** The timetable's breaks, and below them the drawing of its day with the form's current values. */
function BreaksWithTimeline(props: FieldWidgetProps): ReactElement {
  const breaks = useSetupRecords<TimelineBreak>(BREAKS_PATH);
  const chosen = Array.isArray(props.value) ? (props.value as number[]) : [];
  const { values } = props;
  return (
    <>
      <AliasMultiSelect id={props.id} label={props.label} status={props.status} records={breaks} value={chosen} onChange={props.setValue} />
      <TimetableTimeline
        start={typeof values.start === 'string' ? values.start : ''}
        duration={num(values.duration) ?? 0}
        inBefore={num(values.in_before)}
        inAfter={num(values.in_after)}
        outBefore={num(values.out_before)}
        outAfter={num(values.out_after)}
        allowedLate={num(values.allowed_late) ?? 0}
        allowedEarly={num(values.allowed_early) ?? 0}
        breaks={breaks.filter((b) => chosen.includes(b.id))}
      />
    </>
  );
}

const normal = (name: string): FormFieldDeclaration => ({ name, visible: normalOnly });
const flexible = (name: string): FormFieldDeclaration => ({ name, visible: flexibleOnly });

function TimetableSpan({ row }: { row: ResourceRow }): ReactElement {
  const { t } = useTranslation('att');
  if (row.kind === 'flexible') return <span>{`${String(row.required)} ${t('resource.timetable.fields.required')}`}</span>;
  const start = String(row.start ?? '');
  const minutes = Number(start.slice(0, 2)) * 60 + Number(start.slice(3, 5)) + Number(row.duration ?? 0);
  const end = `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  return <span style={{ direction: 'ltr', unicodeBidi: 'isolate' }}>{`${start}–${end}`}</span>;
}

const timetable: ResourceDeclaration = {
  contract: TIMETABLE_RESOURCE,
  columns: [
    { key: 'alias', sortable: true },
    { key: 'kind', sortable: true },
    { key: 'span', title: 'att:resource.timetable.fields.duration', render: (row) => <TimetableSpan row={row} /> },
    { key: 'allowed_late', hiddenByDefault: true },
    { key: 'allowed_early', hiddenByDefault: true },
    { key: 'work_day' },
  ],
  filters: [{ kind: 'choice', param: 'kind', label: 'att:resource.timetable.fields.kind', options: (t) => (['normal', 'flexible'] as const).map((kind) => ({ value: kind, label: t(`att:resource.timetable.kinds.${kind}`) })) }],
  search: true,
  form: {
    layout: 'drawer',
    fields: [
      'alias',
      'kind',
      normal('start'),
      normal('duration'),
      normal('in_before'),
      normal('in_after'),
      normal('out_before'),
      normal('out_after'),
      normal('allowed_late'),
      normal('allowed_early'),
      { name: 'break_times', visible: normalOnly, render: (props) => <BreaksWithTimeline {...props} /> },
      normal('in_required'),
      normal('out_required'),
      { name: 'early_in_ot', visible: normalOnly, render: (props) => <OtWindowInput id={props.id} label={props.label} value={props.value} onChange={props.setValue} /> },
      { name: 'late_out_ot', visible: normalOnly, render: (props) => <OtWindowInput id={props.id} label={props.label} value={props.value} onChange={props.setValue} /> },
      normal('ot_level'),
      normal('max_ot_per_day'),
      normal('check_in_rule'),
      normal('check_out_rule'),
      flexible('required'),
      flexible('day_change'),
      { name: 'core_band', visible: flexibleOnly, render: (props) => <CoreBandInput id={props.id} label={props.label} value={props.value} onChange={props.setValue} /> },
      flexible('flex_break'),
      flexible('flex_break_trigger'),
      flexible('min_ot'),
      'work_day',
      'pairing',
    ],
  },
  rowLabel: aliasOf,
  changeNote,
  ...bulk,
};

// ---------------------------------------------------------------- shifts

function SlotsField(props: FieldWidgetProps): ReactElement {
  const timetables = useSetupRecords<GridTimetable>(TIMETABLES_PATH);
  const cycle = props.values.cycle === 'day' || props.values.cycle === 'month' ? props.values.cycle : 'week';
  return <ShiftSlotsGrid id={props.id} label={props.label} cycle={cycle} length={num(props.values.length) ?? 0} value={props.value} onChange={props.setValue} timetables={timetables} />;
}

function AutoShiftField(props: FieldWidgetProps): ReactElement {
  const timetables = useSetupRecords<GridTimetable>(TIMETABLES_PATH, { kind: 'normal' });
  const chosen = Array.isArray(props.value) ? (props.value as number[]) : [];
  return <AliasMultiSelect id={props.id} label={props.label} status={props.status} records={timetables} value={chosen} onChange={(ids) => props.setValue(ids.length > 0 ? ids : null)} />;
}

function SlotsSummary({ row }: { row: ResourceRow }): ReactElement {
  const { t } = useTranslation('att');
  if (Array.isArray(row.auto_shift) && row.auto_shift.length > 0) return <span>{t('setup.grid.autoSummary', { count: row.auto_shift.length })}</span>;
  const slots = (row.slots ?? {}) as Record<string, number[]>;
  return <span>{t('setup.grid.summary', { days: Object.values(slots).filter((ids) => ids.length > 0).length })}</span>;
}

const shift: ResourceDeclaration = {
  contract: SHIFT_RESOURCE,
  columns: [
    { key: 'alias', sortable: true },
    { key: 'cycle', sortable: true },
    { key: 'length', sortable: true },
    { key: 'slots', render: (row) => <SlotsSummary row={row} />, exportValue: (row) => JSON.stringify(row.slots) },
    { key: 'work_on_holidays' },
  ],
  search: true,
  form: {
    layout: 'drawer',
    fields: ['alias', 'cycle', 'length', 'work_on_holidays', { name: 'slots', render: (props) => <SlotsField {...props} /> }, { name: 'auto_shift', render: (props) => <AutoShiftField {...props} /> }],
  },
  rowLabel: aliasOf,
  changeNote,
  ...bulk,
};

/** Attendance set-up pages on the resource kit (SPEC §2 /att/*). */
export const ATT_SETUP_SCREENS: RemoteScreens = {
  '/att/break-time': resourceScreen(breakTime),
  '/att/timetable': resourceScreen(timetable),
  '/att/shift': resourceScreen(shift),
};

/** The declarations, for the screen tests. */
export const SETUP_DECLARATIONS = { breakTime, timetable, shift };
