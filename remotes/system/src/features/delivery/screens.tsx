import type { ReactElement } from 'react';
import {
  ALERT_SETTING_CONTRACT,
  AUTO_EXPORT_FREQUENCIES,
  AUTO_EXPORT_RESOURCE,
  MAIL_SETTING_CONTRACT,
  PDF_SETTING_CONTRACT,
} from '@timekeep/contracts';
import { AreaPage, resourceScreen, SettingForm, type AreaPageEntry, type RemoteScreens, type ResourceDeclaration, type SettingFormMessages } from '@timekeep/ui';
import { RunNowButton, WhenCell } from './AutoExportParts';
import { TestMail } from './TestMail';

/** The System area's words for its settings (e-mail, PDF, alerts). */
export const SYS_SETTING_MESSAGES: SettingFormMessages = { saved: 'sys:setting.saved', failed: 'sys:setting.failed', save: 'sys:setting.save' };

const ownSmtp = (values: Record<string, unknown>) => values.smtp_enabled === true;
const MAIL_FIELDS = [
  'sender_name',
  'sender_email',
  'smtp_enabled',
  ...['smtp_host', 'smtp_port', 'smtp_security', 'smtp_user', 'smtp_password'].map((name) => ({ name, visible: ownSmtp })),
];
const PASSWORD_BLANK = { smtp_password: '' };

export function EmailSettingScreen({ entry }: { entry: AreaPageEntry }): ReactElement {
  return (
    <AreaPage entry={entry}>
      <SettingForm
        contract={MAIL_SETTING_CONTRACT}
        fields={MAIL_FIELDS}
        testId="email-setting-form"
        messages={SYS_SETTING_MESSAGES}
        intro="sys:mailsetting.intro"
        blank={PASSWORD_BLANK}
        help={(field, loaded) => (field === 'smtp_password' && loaded.smtp_password_set === true ? 'sys:mailsetting.password_stored' : undefined)}
      >
        <TestMail />
      </SettingForm>
    </AreaPage>
  );
}

export function PdfSettingScreen({ entry }: { entry: AreaPageEntry }): ReactElement {
  return (
    <AreaPage entry={entry}>
      <SettingForm contract={PDF_SETTING_CONTRACT} fields={['header_text', 'logo', 'paper', 'orientation']} testId="pdf-setting-form" intro="sys:pdfsetting.intro" messages={SYS_SETTING_MESSAGES} />
    </AreaPage>
  );
}

const ALERT_FIELDS = [
  'is_active',
  'time',
  'late',
  'absent',
  'missing_punch',
  'recipients',
  { name: 'users', ref: { lookup: '/system/api/v2/users/' }, visible: (values: Record<string, unknown>) => values.recipients === 'users' },
];

export function AlertSettingScreen({ entry }: { entry: AreaPageEntry }): ReactElement {
  return (
    <AreaPage entry={entry}>
      <SettingForm contract={ALERT_SETTING_CONTRACT} fields={ALERT_FIELDS} testId="alert-setting-form" intro="sys:alertsetting.intro" messages={SYS_SETTING_MESSAGES} />
    </AreaPage>
  );
}

/** Scheduled report deliveries: when, what, to whom; the last run and its result; "Run now". */
export const autoExportDeclaration: ResourceDeclaration = {
  contract: AUTO_EXPORT_RESOURCE,
  columns: [
    { key: 'name', sortable: true },
    { key: 'report', sortable: true },
    { key: 'format' },
    { key: 'period' },
    { key: 'frequency', render: (row) => <WhenCell row={row} /> },
    { key: 'recipients', ellipsis: true },
    { key: 'is_active' },
    { key: 'next_run_at' },
    { key: 'last_run_at' },
    { key: 'last_status' },
    { key: 'last_error', ellipsis: true, hiddenByDefault: true },
  ],
  filters: [{ kind: 'boolean', param: 'is_active', label: 'sys:resource.autoexport.fields.is_active' }],
  search: true,
  form: {
    layout: 'drawer',
    fields: [
      'name',
      'report',
      'format',
      'period',
      'departments',
      { name: 'recipients', textarea: true },
      'frequency',
      { name: 'weekday', visible: (values) => values.frequency === AUTO_EXPORT_FREQUENCIES[1] },
      { name: 'month_day', visible: (values) => values.frequency === AUTO_EXPORT_FREQUENCIES[2] },
      'time',
      'language',
      'is_active',
    ],
  },
  rowLabel: (row) => String(row.name),
  rowActions: (row, reload) => <RunNowButton row={row} reload={reload} />,
};

export const DELIVERY_SCREENS: RemoteScreens = {
  '/system/email-setting': EmailSettingScreen,
  '/system/pdf-setting': PdfSettingScreen,
  '/system/alert-setting': AlertSettingScreen,
  '/system/auto-export': resourceScreen(autoExportDeclaration),
};
