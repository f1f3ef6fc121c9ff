import type { ReactElement } from 'react';
import type { ApiClient } from '@timekeep/api-client';
import { REPORT_SETTING_CONTRACT } from '@timekeep/contracts';
import { SettingForm, type FormFieldDeclaration } from '@timekeep/ui';

const FIELDS: ReadonlyArray<string | FormFieldDeclaration> = Object.keys(REPORT_SETTING_CONTRACT.fields).map((name) =>
  name === 'present_minutes' ? { name, visible: (values: Record<string, unknown>) => values.present_rule === 'worked' } : name,
);
const MESSAGES = { saved: 'report:setting.saved', failed: 'report:setting.failed', save: 'report:setting.save' };

/**
 * /report/report-setting: the company's one report setting (what counts as present or absent, where a day
 * ends, the first day of the week), read by every member and saved by administrators (`PUT`).
 */
export function ReportSettingForm({ client }: { client?: ApiClient }): ReactElement {
  return <SettingForm contract={REPORT_SETTING_CONTRACT} fields={FIELDS} testId="report-setting-form" messages={MESSAGES} client={client} />;
}
