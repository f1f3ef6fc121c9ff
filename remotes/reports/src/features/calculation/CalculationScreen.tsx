import { useState, type ReactElement } from 'react';
import { Alert, Button, Flex, Progress, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { apiClient as defaultClient, type ApiClient, type FollowJobOptions } from '@timekeep/api-client';
import { CALCULATION_PATH, isSuccessCode, type CalculationRequest, type CalculationResult } from '@timekeep/contracts';
import { AreaPage, FilterBar, isoDate, PERSONNEL_PATHS, useJob, type AreaPageEntry, type FilterDeclaration } from '@timekeep/ui';
import { ClosedPeriods } from '../closed-periods/ClosedPeriods';

const FILTERS: readonly FilterDeclaration[] = [
  { kind: 'dateRange', params: ['start_date', 'end_date'], label: 'att:calculation.range' },
  { kind: 'tree', param: 'department__in', label: 'att:calculation.departments', uri: PERSONNEL_PATHS.departments },
  { kind: 'employee', param: 'employee__in', label: 'att:calculation.employees' },
];

const idsOf = (value: string | undefined): number[] => (value ? value.split(',').map(Number).filter((id) => Number.isSafeInteger(id) && id > 0) : []);

/** The body of `POST /web/att/api/v2/calculation/` from the filter values (no one chosen: the whole company). */
export function calculationBody(values: Readonly<Record<string, string>>): CalculationRequest | null {
  const { start_date: start, end_date: end } = values;
  if (!start || !end || end < start) return null;
  return { start_date: start, end_date: end, departments: idsOf(values.department__in), employees: idsOf(values.employee__in) };
}

/**
 * /report/calculation: recalculate the stored time cards of departments/employees over dates, on demand, as a
 * background job (its progress, then how many employee-days were calculated and how many changed). The days
 * recalculate themselves after punches and changes; this is for a range the user wants refreshed now.
 */
export function CalculationBody({ client = defaultClient, jobOptions }: { client?: ApiClient; jobOptions?: FollowJobOptions }): ReactElement {
  const { t } = useTranslation(['att', 'common']);
  // this month so far, by default
  const [values, setValues] = useState<Record<string, string>>(() => {
    const today = isoDate(new Date());
    return { start_date: `${today.slice(0, 8)}01`, end_date: today };
  });
  const [jobId, setJobId] = useState<number | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const job = useJob(jobId, { client, ...jobOptions });
  const body = calculationBody(values);
  const running = starting || (jobId !== null && job?.status !== 'done' && job?.status !== 'failed');
  const result = job?.status === 'done' ? (job.result as CalculationResult | null) : null;

  const run = async () => {
    if (!body) return;
    setStarting(true);
    setRefused(null);
    setJobId(null);
    try {
      const response = await client.post<{ job: number }>(CALCULATION_PATH, body);
      if (isSuccessCode(response.code) && response.data) setJobId(response.data.job);
      else setRefused(client.messageOf(response));
    } catch {
      setRefused(t('calculation.failed'));
    } finally {
      setStarting(false);
    }
  };

  return (
    <Flex vertical gap={12} style={{ maxWidth: 720 }}>
      <FilterBar filters={FILTERS} values={values} onChange={(next) => setValues(Object.fromEntries(Object.entries(next).filter((entry): entry is [string, string] => Boolean(entry[1]))))} />
      <Typography.Text type="secondary">{t('calculation.hint')}</Typography.Text>
      <Flex gap={8} align="center">
        <Button type="primary" onClick={() => void run()} disabled={!body || running} loading={running}>
          {running ? t('calculation.running') : t('calculation.run')}
        </Button>
        {!body ? <Typography.Text type="secondary">{t('calculation.rangeRequired')}</Typography.Text> : null}
      </Flex>
      {jobId !== null ? (
        <Progress
          percent={job?.progress ?? 0}
          status={job?.status === 'failed' ? 'exception' : job?.status === 'done' ? 'success' : 'active'}
          aria-label={t('calculation.progress')}
        />
      ) : null}
      {result ? <Alert type="success" showIcon title={t('calculation.done', { calculated: result.calculated, written: result.written, employees: result.employees })} /> : null}
      {job?.status === 'failed' || refused ? <Alert type="error" showIcon title={refused ?? t('calculation.failed')} /> : null}
    </Flex>
  );
}

export function CalculationScreen({ entry }: { entry: AreaPageEntry }): ReactElement {
  return (
    <AreaPage entry={entry}>
      <CalculationBody />
      <ClosedPeriods />
    </AreaPage>
  );
}
