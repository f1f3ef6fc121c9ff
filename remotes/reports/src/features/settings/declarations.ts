import { PAY_CODE_RESOURCE, PUNCH_STATE_RESOURCE } from '@timekeep/contracts';
import type { ResourceDeclaration, ResourceRow } from '@timekeep/ui';
import * as yup from 'yup';

const UNIT_MINUTES: Record<string, number> = { minute: 1, hour: 60 };

/** The server's rule (ZRPT0001), checked before sending: the step is whole minutes, at most a day (its own day for `day`). */
export function wholeMinuteStep(unit: unknown, minimumUnit: unknown, minutesPerDay: unknown): boolean {
  if (typeof minimumUnit !== 'number') return true;
  const day = typeof minutesPerDay === 'number' ? minutesPerDay : 480;
  const minutes = minimumUnit * (unit === 'day' ? day : (UNIT_MINUTES[String(unit)] ?? 60));
  const whole = Math.round(minutes);
  return Math.abs(minutes - whole) < 1e-6 && whole >= 1 && whole <= (unit === 'day' ? day : 1440);
}

const nameOf = (row: ResourceRow) => String(row.name ?? '');

/** /report/report-Items-setting: pay codes (how each total prints in exports). */
export const payCodeDeclaration: ResourceDeclaration = {
  contract: PAY_CODE_RESOURCE,
  columns: [
    { key: 'name', sortable: true },
    { key: 'key', sortable: true },
    { key: 'unit', sortable: true },
    { key: 'minimum_unit' },
    { key: 'round_mode' },
    { key: 'symbol' },
    { key: 'color' },
  ],
  search: true,
  form: {
    layout: 'drawer',
    fields: ['name', 'key', 'unit', 'minimum_unit', 'round_mode', { name: 'minutes_per_day', visible: (values) => values.unit === 'day' }, 'symbol', 'color'],
    rules: (t) => ({
      minimum_unit: yup
        .number()
        .typeError(t('common:form.number'))
        .required(t('common:form.required'))
        .test('whole-minutes', function check(value) {
          const parent = this.parent as Record<string, unknown>;
          return wholeMinuteStep(parent.unit, value, parent.minutes_per_day) || this.createError({ message: t('api:ZRPT0001', { minimum_unit: String(value) }) });
        }),
    }),
  },
  rowLabel: nameOf,
  export: 'server',
  import: false,
};

/** /report/punch-state-setting: the label of each punch-state code and what it means. */
export const punchStateDeclaration: ResourceDeclaration = {
  contract: PUNCH_STATE_RESOURCE,
  columns: [{ key: 'code', sortable: true }, { key: 'label', sortable: true }, { key: 'meaning', sortable: true }],
  search: true,
  form: { fields: ['code', 'label', 'meaning'] },
  rowLabel: (row) => String(row.label ?? ''),
  export: false,
  import: false,
};
