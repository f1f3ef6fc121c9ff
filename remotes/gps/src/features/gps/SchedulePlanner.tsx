import { useState, type ReactElement } from 'react';
import { Alert, Button, Card, Checkbox, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { apiClient as defaultClient, type ApiClient } from '@timekeep/api-client';
import { GPS_CLIENT_RESOURCE, GPS_OUTDOOR_PLAN_CONTRACT, GPS_WEEKDAYS, isSuccessCode } from '@timekeep/contracts';
import { DateInput, EmployeeMultiSelect, SelectFromRecords, TimeInput, toast } from '@timekeep/ui';

const F = 'resource.fields';
const WORKWEEK = ['mon', 'tue', 'wed', 'thu', 'fri'];

export interface Plan {
  employees: number[];
  client: number | null;
  start_date: string | null;
  end_date: string | null;
  weekdays: string[];
  start_time: string;
  end_time: string;
  remarks: string;
}

const EMPTY: Plan = { employees: [], client: null, start_date: null, end_date: null, weekdays: WORKWEEK, start_time: '09:00', end_time: '17:00', remarks: '' };

/**
 * /gps/schedule-planner: visits for several employees over a date range at once — one outdoor schedule per
 * employee and chosen weekday (`outdoor-schedules/plan/`, all or nothing; a refusal is shown on its field).
 */
export function SchedulePlanner({ client = defaultClient, initial = {} }: { client?: ApiClient; initial?: Partial<Plan> }): ReactElement {
  const { t } = useTranslation('gps');
  const [plan, setPlan] = useState<Plan>({ ...EMPTY, ...initial });
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const set = (patch: Partial<Plan>) => setPlan((current) => ({ ...current, ...patch }));
  const ready = plan.employees.length > 0 && plan.client !== null && plan.start_date !== null && plan.end_date !== null && plan.weekdays.length > 0 && plan.start_time !== '' && plan.end_time !== '';

  const submit = async (): Promise<void> => {
    setBusy(true);
    setErrors({});
    setFailure(null);
    try {
      const response = await client.post<{ created: number }>(GPS_OUTDOOR_PLAN_CONTRACT.path, plan);
      if (isSuccessCode(response.code)) {
        toast.success(t('planner.done', { count: response.data?.created ?? 0 }));
        setPlan((current) => ({ ...current, employees: [] }));
        return;
      }
      const message = client.messageOf(response);
      const fields = response.context?.fields ?? {};
      setErrors(Object.fromEntries(Object.keys(fields).map((field) => [field, message])));
      setFailure(message);
    } catch {
      setFailure(t('planner.failed'));
    } finally {
      setBusy(false);
    }
  };

  const item = (field: keyof Plan, input: ReactElement, label = t(`${F}.${field}`)) => (
    <Form.Item label={label} htmlFor={field === 'weekdays' ? undefined : `plan-${field}`} required={field !== 'remarks'} validateStatus={errors[field] ? 'error' : undefined} help={errors[field]}>
      {input}
    </Form.Item>
  );

  return (
    <Card data-testid="gps-schedule-planner">
      <p>{t('planner.intro')}</p>
      <Form layout="vertical" style={{ maxWidth: 640 }} onFinish={() => void submit()}>
        {item('employees', <EmployeeMultiSelect id="plan-employees" aria-label={t(`${F}.employees`)} value={plan.employees} limitTags={6} onChange={(ids) => set({ employees: ids.map(Number) })} />)}
        {item(
          'client',
          <SelectFromRecords id="plan-client" aria-label={t(`${F}.client_name`)} listPath={GPS_CLIENT_RESOURCE.path} value={plan.client} onChange={(next) => set({ client: typeof next === 'number' ? next : null })} />,
          t(`${F}.client_name`),
        )}
        {item('start_date', <DateInput id="plan-start_date" aria-label={t(`${F}.start_date`)} emptyValue={null} value={plan.start_date} onChange={(value) => set({ start_date: value })} />)}
        {item('end_date', <DateInput id="plan-end_date" aria-label={t(`${F}.end_date`)} emptyValue={null} value={plan.end_date} onChange={(value) => set({ end_date: value })} />)}
        {item(
          'weekdays',
          <Checkbox.Group aria-label={t(`${F}.weekdays`)} value={plan.weekdays} onChange={(values) => set({ weekdays: GPS_WEEKDAYS.filter((day) => values.includes(day)) })} options={GPS_WEEKDAYS.map((day) => ({ value: day, label: t(`weekday.${day}`) }))} />,
        )}
        {item('start_time', <TimeInput id="plan-start_time" aria-label={t(`${F}.start_time`)} value={plan.start_time} onChange={(value) => set({ start_time: value })} />)}
        {item('end_time', <TimeInput id="plan-end_time" aria-label={t(`${F}.end_time`)} value={plan.end_time} onChange={(value) => set({ end_time: value })} />)}
        {item('remarks', <Input.TextArea id="plan-remarks" maxLength={255} rows={2} value={plan.remarks} onChange={(event) => set({ remarks: event.target.value })} />)}
        {failure && <Alert type="error" showIcon message={failure} style={{ marginBottom: 16 }} />}
        <Button type="primary" htmlType="submit" loading={busy} disabled={!ready}>
          {t('planner.submit')}
        </Button>
      </Form>
    </Card>
  );
}
