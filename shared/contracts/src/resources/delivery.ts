/**
 * Scheduled delivery (issue 15, ADR 0089–0090): the company's e-mail setting (sender and optional own SMTP), its
 * PDF setting (header, logo, paper, orientation of every report PDF), scheduled report deliveries ("auto
 * exports", a kernel resource) and the daily attendance alerts to managers. The three settings are one row per
 * company, read with `GET` and saved by administrators with `PUT` on their path.
 */
import { COMPANY_LANGUAGES, WEEK_DAYS } from '../company-settings';
import type { ResourceContract } from '../resources';

/**
 * Every report the server's REPORT_LIBRARY serves, so any of them can be delivered: the library of SPEC §2
 * (`/report/report-library/<name>`) and the two reports of `/att/leave-detail-report`.
 */
export const LIBRARY_REPORT_NAMES = [
  'transaction', 'total-timecard', 'daily-attendance', 'daily-details', 'daily-summary', 'daily-status', 'late',
  'absent', 'early-leave', 'first-last', 'first-in-last-out', 'overtime', 'mobile-transaction', 'total-punches',
  'scheduled-log', 'missed-in-out', 'employee-birthday', 'half-day', 'break-time', 'training', 'abnormal',
  'multiple-transaction', 'employee-summary', 'monthly-basic-status', 'monthly_status_summary',
  'monthly_detailed_summary', 'department-summary', 'leave-summary', 'payroll-summary', 'yearly-summary',
  'overtime-summary', 'monthly-duration-summary', 'monthly-attsheet-summary', 'monthly-attendance-status',
  'monthly-attendance-summary', 'leave-detail-report', 'leave-detail-requests',
] as const;

export const MAIL_SECURITIES = ['starttls', 'tls', 'none'] as const;

const MS = 'sys:mailsetting.fields';
/** `/system/email-setting`: the sender of the company's product mail and, optionally, its own SMTP server. */
export const MAIL_SETTING_CONTRACT = {
  name: 'system.mailsetting',
  path: '/system/api/v2/email-setting/',
  label: 'sys:mailsetting.label',
  actions: ['view', 'change'],
  fields: {
    sender_name: { kind: 'text', label: `${MS}.sender_name`, maxLength: 100 },
    sender_email: { kind: 'email', label: `${MS}.sender_email`, maxLength: 254 },
    /** Off: the platform's mail server sends, with the company's name and a Reply-To of its address. */
    smtp_enabled: { kind: 'boolean', label: `${MS}.smtp_enabled`, default: false },
    smtp_host: { kind: 'text', label: `${MS}.smtp_host`, maxLength: 255, pattern: '^[A-Za-z0-9.:\\[\\]-]*$' },
    smtp_port: { kind: 'integer', label: `${MS}.smtp_port`, min: 1, max: 65535, default: 587 },
    smtp_security: { kind: 'choice', label: `${MS}.smtp_security`, choices: MAIL_SECURITIES, choiceLabels: 'sys:mailsetting.securities', default: 'starttls' },
    smtp_user: { kind: 'text', label: `${MS}.smtp_user`, maxLength: 255 },
    /** Stored encrypted, never sent back; '' or absent keeps the stored one. */
    smtp_password: { kind: 'text', label: `${MS}.smtp_password`, maxLength: 255, writeOnly: true },
    smtp_password_set: { kind: 'boolean', label: `${MS}.smtp_password_set`, readOnly: true },
  },
} as const satisfies ResourceContract;

export const PDF_PAPERS = ['A4', 'LETTER', 'LEGAL', 'A3'] as const;
export const PDF_ORIENTATIONS = ['landscape', 'portrait'] as const;

const PS = 'sys:pdfsetting.fields';
/** `/system/pdf-setting`: applied to every PDF export of the reports (downloaded or mailed). */
export const PDF_SETTING_CONTRACT = {
  name: 'system.pdfsetting',
  path: '/system/api/v2/pdf-setting/',
  label: 'sys:pdfsetting.label',
  actions: ['view', 'change'],
  fields: {
    header_text: { kind: 'text', label: `${PS}.header_text`, maxLength: 200 },
    /** A data URL (a new logo from the picker), the stored file name kept, or '' (none). */
    logo: { kind: 'image', label: `${PS}.logo`, maxLength: 7_000_000 },
    paper: { kind: 'choice', label: `${PS}.paper`, choices: PDF_PAPERS, choiceLabels: 'sys:pdfsetting.papers', default: 'A4' },
    orientation: { kind: 'choice', label: `${PS}.orientation`, choices: PDF_ORIENTATIONS, choiceLabels: 'sys:pdfsetting.orientations', default: 'landscape' },
  },
} as const satisfies ResourceContract;

export const AUTO_EXPORT_FORMATS = ['xlsx', 'csv', 'pdf'] as const;
/** Relative to the due time's date in the company's zone; `this_month` runs from the 1st to that date. */
export const AUTO_EXPORT_PERIODS = ['yesterday', 'last_7_days', 'last_week', 'last_month', 'this_month'] as const;
export const AUTO_EXPORT_FREQUENCIES = ['daily', 'weekly', 'monthly'] as const;
export const AUTO_EXPORT_RESULTS = ['sent', 'failed'] as const;
export type AutoExportPeriod = (typeof AUTO_EXPORT_PERIODS)[number];
export type AutoExportFrequency = (typeof AUTO_EXPORT_FREQUENCIES)[number];

const AE = 'sys:resource.autoexport.fields';
/** `/system/auto-export`: a report mailed as a file on a schedule; `POST <id>/run/` sends it now. */
export const AUTO_EXPORT_RESOURCE = {
  name: 'system.autoexport',
  path: '/system/api/v2/auto-exports/',
  label: 'sys:resource.autoexport.label',
  actions: ['view', 'add', 'change', 'delete'],
  extraActions: ['run'],
  fields: {
    name: { kind: 'text', label: `${AE}.name`, required: true, maxLength: 100, unique: true },
    report: { kind: 'choice', label: `${AE}.report`, required: true, choices: LIBRARY_REPORT_NAMES, choiceLabels: 'report:library.titles' },
    format: { kind: 'choice', label: `${AE}.format`, choices: AUTO_EXPORT_FORMATS, choiceLabels: 'sys:autoexport.formats', default: 'xlsx' },
    period: { kind: 'choice', label: `${AE}.period`, choices: AUTO_EXPORT_PERIODS, choiceLabels: 'sys:autoexport.periods', default: 'yesterday' },
    departments: { kind: 'refs', ref: 'personnel.department', label: `${AE}.departments` },
    /** E-mail addresses separated by commas, semicolons or new lines (at most 20). */
    recipients: { kind: 'text', label: `${AE}.recipients`, required: true, maxLength: 2000, multiline: true },
    frequency: { kind: 'choice', label: `${AE}.frequency`, choices: AUTO_EXPORT_FREQUENCIES, choiceLabels: 'sys:autoexport.frequencies', default: 'daily' },
    time: { kind: 'time', label: `${AE}.time`, default: '07:00' },
    /** Weekly: the day (0 = Sunday). */
    weekday: { kind: 'choice', label: `${AE}.weekday`, choices: WEEK_DAYS, choiceLabels: 'sys:autoexport.weekdays', default: '1' },
    /** Monthly: the day of the month (a shorter month runs on its last day). */
    month_day: { kind: 'integer', label: `${AE}.month_day`, min: 1, max: 31, default: 1 },
    language: { kind: 'choice', label: `${AE}.language`, choices: COMPANY_LANGUAGES, choiceLabels: 'company:settings.languages', default: 'en' },
    is_active: { kind: 'boolean', label: `${AE}.is_active`, default: true },
    next_run_at: { kind: 'datetime', label: `${AE}.next_run_at`, readOnly: true, nullable: true },
    last_run_at: { kind: 'datetime', label: `${AE}.last_run_at`, readOnly: true, nullable: true },
    last_status: { kind: 'choice', label: `${AE}.last_status`, readOnly: true, nullable: true, choices: AUTO_EXPORT_RESULTS, choiceLabels: 'sys:autoexport.results' },
    last_error: { kind: 'text', label: `${AE}.last_error`, readOnly: true, maxLength: 500 },
  },
} as const satisfies ResourceContract;

export const ALERT_RECIPIENT_MODES = ['department_heads', 'users'] as const;

const AS = 'sys:alertsetting.fields';
/** `/system/alert-setting`: once a day at `time`, each manager gets one mail listing the day's late, absent and missing-punch employees. */
export const ALERT_SETTING_CONTRACT = {
  name: 'system.alertsetting',
  path: '/system/api/v2/alert-setting/',
  label: 'sys:alertsetting.label',
  actions: ['view', 'change'],
  fields: {
    is_active: { kind: 'boolean', label: `${AS}.is_active`, default: false },
    time: { kind: 'time', label: `${AS}.time`, default: '10:00' },
    late: { kind: 'boolean', label: `${AS}.late`, default: true },
    absent: { kind: 'boolean', label: `${AS}.absent`, default: true },
    missing_punch: { kind: 'boolean', label: `${AS}.missing_punch`, default: true },
    /** Each department's head (its employees only), or the chosen users (everyone). */
    recipients: { kind: 'choice', label: `${AS}.recipients`, choices: ALERT_RECIPIENT_MODES, choiceLabels: 'sys:alertsetting.recipient_modes', default: 'department_heads' },
    users: { kind: 'refs', ref: 'system.user', label: `${AS}.users` },
  },
} as const satisfies ResourceContract;
