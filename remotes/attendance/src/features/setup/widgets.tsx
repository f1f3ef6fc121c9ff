import type { ReactElement } from 'react';
import { InputNumber, Select, Space, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { TimeInput } from '@timekeep/ui';

type OtWindow = { min: number; mode?: 'whole' | 'excess_only' } | null;

/** Early-in / late-out overtime (`{min, mode}` or null = not counted). */
export function OtWindowInput({ id, label, value, onChange }: { id: string; label: string; value: unknown; onChange: (value: OtWindow) => void }): ReactElement {
  const { t } = useTranslation('att');
  const rule = (value ?? null) as OtWindow;
  return (
    <Space wrap>
      <Switch id={id} aria-label={label} checked={rule !== null} onChange={(on) => onChange(on ? { min: 30 } : null)} />
      {rule && (
        <>
          <InputNumber aria-label={t('setup.ot.min')} min={0} max={1440} precision={0} value={rule.min} onChange={(min) => onChange({ ...rule, min: typeof min === 'number' ? min : 0 })} addonAfter={t('setup.ot.min')} />
          <Select
            aria-label={`${label} ${t('setup.ot.whole')}`}
            style={{ minWidth: 160 }}
            value={rule.mode ?? 'whole'}
            options={(['whole', 'excess_only'] as const).map((mode) => ({ value: mode, label: t(`setup.ot.${mode}`) }))}
            onChange={(mode: 'whole' | 'excess_only') => onChange(mode === 'whole' ? { min: rule.min } : { min: rule.min, mode })}
          />
        </>
      )}
    </Space>
  );
}

type Band = { start: string; end: string } | null;

/** A flexible timetable's core band (`{start, end}` or null = none). */
export function CoreBandInput({ id, label, value, onChange }: { id: string; label: string; value: unknown; onChange: (value: Band) => void }): ReactElement {
  const { t } = useTranslation('att');
  const band = (value ?? null) as Band;
  return (
    <Space wrap>
      <Switch id={id} aria-label={label} checked={band !== null} onChange={(on) => onChange(on ? { start: '10:00', end: '15:00' } : null)} />
      {band && (
        <>
          <TimeInput aria-label={t('setup.band.start')} value={band.start} onChange={(start) => onChange({ ...band, start })} />
          <TimeInput aria-label={t('setup.band.end')} value={band.end} onChange={(end) => onChange({ ...band, end })} />
        </>
      )}
    </Space>
  );
}

/** Several of a small list of records by alias (break times of a timetable, an auto-shift set). */
export function AliasMultiSelect({
  id,
  label,
  records,
  value,
  onChange,
  status,
}: {
  id: string;
  label: string;
  records: ReadonlyArray<{ id: number; alias: string }>;
  value: readonly number[];
  onChange: (ids: number[]) => void;
  status?: 'error';
}): ReactElement {
  return (
    <Select
      id={id}
      aria-label={label}
      status={status}
      mode="multiple"
      optionFilterProp="label"
      value={[...value]}
      options={records.map((record) => ({ value: record.id, label: record.alias }))}
      onChange={(ids: number[]) => onChange(ids)}
    />
  );
}
