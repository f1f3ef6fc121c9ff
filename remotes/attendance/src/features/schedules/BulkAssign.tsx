import { useState, type ReactElement } from 'react';
import { Alert, Button, Form, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { apiClient as defaultClient, type ApiClient } from '@timekeep/api-client';
import { EMPLOYEE_SCHEDULE_RESOURCE, isSuccessCode, SHIFT_RESOURCE } from '@timekeep/contracts';
import { DateInput, EmployeeMultiSelect, SelectFromRecords, toast } from '@timekeep/ui';
import { recalculationText } from './recalculation';

interface Failure {
  employee: number;
  message: string;
}

/**
 * `/att/employee-schedule` in bulk: several employees, one shift, one date range — one schedule each (the
 * server's checks per employee, so an overlap refuses that employee only, named with the reason).
 */
export function BulkAssign({ client = defaultClient, onDone }: { client?: ApiClient; onDone: () => void }): ReactElement {
  const { t } = useTranslation('att');
  const [open, setOpen] = useState(false);
  const [employees, setEmployees] = useState<number[]>([]);
  const [shift, setShift] = useState<number | null>(null);
  const [start, setStart] = useState<string | null>(null);
  const [end, setEnd] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [failures, setFailures] = useState<Failure[]>([]);
  const ready = employees.length > 0 && shift !== null && start !== null;

  const assign = async (): Promise<void> => {
    if (!ready) return;
    setBusy(true);
    const failed: Failure[] = [];
    let created = 0;
    let recalculating = 0;
    for (const employee of employees) {
      const response = await client.create<{ recalculating?: number }>(EMPLOYEE_SCHEDULE_RESOURCE.path, { employee, shift, start_date: start, end_date: end }).catch(() => null);
      if (response === null) failed.push({ employee, message: t('common:resource.failed') });
      else if (isSuccessCode(response.code)) {
        created += 1;
        recalculating += response.data?.recalculating ?? 0;
      } else failed.push({ employee, message: client.messageOf(response) });
    }
    setBusy(false);
    setFailures(failed);
    if (created > 0) {
      toast.success([t('schedule.bulk.done', { count: created }), recalculationText(t, recalculating)].filter(Boolean).join(' '));
      onDone();
    }
    if (failed.length === 0) {
      setOpen(false);
      setEmployees([]);
    } else setEmployees(failed.map((failure) => failure.employee));
  };

  return (
    <>
      <Button onClick={() => setOpen(true)}>{t('schedule.bulk.open')}</Button>
      <Modal
        open={open}
        title={t('schedule.bulk.title')}
        okText={t('schedule.bulk.assign')}
        okButtonProps={{ disabled: !ready, loading: busy }}
        cancelText={t('common:resource.cancel')}
        onOk={() => void assign()}
        onCancel={() => setOpen(false)}
        destroyOnClose
      >
        <Form layout="vertical">
          <Form.Item label={t('schedule.bulk.employees')} htmlFor="bulk-employees">
            <EmployeeMultiSelect id="bulk-employees" aria-label={t('schedule.bulk.employees')} value={employees} limitTags={6} onChange={(ids) => setEmployees(ids.map(Number))} />
          </Form.Item>
          <Form.Item label={t('resource.schedule.fields.shift')} htmlFor="bulk-shift">
            <SelectFromRecords id="bulk-shift" aria-label={t('resource.schedule.fields.shift')} listPath={SHIFT_RESOURCE.path} value={shift} onChange={(next) => setShift(typeof next === 'number' ? next : null)} />
          </Form.Item>
          <Form.Item label={t('resource.schedule.fields.start_date')} htmlFor="bulk-start">
            <DateInput id="bulk-start" aria-label={t('resource.schedule.fields.start_date')} emptyValue={null} value={start} onChange={setStart} />
          </Form.Item>
          <Form.Item label={t('resource.schedule.fields.end_date')} htmlFor="bulk-end" help={t('schedule.bulk.openEnd')}>
            <DateInput id="bulk-end" aria-label={t('resource.schedule.fields.end_date')} emptyValue={null} value={end} onChange={setEnd} />
          </Form.Item>
        </Form>
        {failures.length > 0 && (
          <Alert
            type="warning"
            message={t('schedule.bulk.failed', { count: failures.length })}
            description={
              <ul data-testid="bulk-failures" style={{ margin: 0, paddingInlineStart: 16 }}>
                {failures.map((failure) => (
                  <li key={failure.employee}>{`#${failure.employee}: ${failure.message}`}</li>
                ))}
              </ul>
            }
          />
        )}
      </Modal>
    </>
  );
}
