/**
 * Company settings (/company/settings, issue 11): the company's profile and the formats every user of the company
 * sees. Read with `GET /web/oauth/api/v2/current-company/` (SPEC §7, every member); changed by a company
 * administrator with `PATCH` on the same path (the fields sent change). The FieldSpecs check both sides.
 */
import type { ResourceContract } from './resources';

export const COMPANY_DATE_FORMATS = ['YYYY-MM-DD', 'DD/MM/YYYY', 'MM/DD/YYYY', 'DD.MM.YYYY', 'YYYY/MM/DD'] as const;
export const COMPANY_TIME_FORMATS = ['HH:mm', 'hh:mm A'] as const;
export const COMPANY_LANGUAGES = ['en', 'es-MX', 'tr', 'zh-CN', 'ar'] as const;
/** 0 = Sunday … 6 = Saturday (as JavaScript and dayjs count). */
export const WEEK_DAYS = ['0', '1', '2', '3', '4', '5', '6'] as const;

export type CompanyDateFormat = (typeof COMPANY_DATE_FORMATS)[number];
export type CompanyTimeFormat = (typeof COMPANY_TIME_FORMATS)[number];

const label = (field: string) => `company:settings.fields.${field}`;

export const COMPANY_SETTINGS_CONTRACT = {
  name: 'company.settings',
  path: '/oauth/api/v2/current-company/',
  label: 'company:settings.label',
  actions: ['view', 'change'],
  fields: {
    company_name: { kind: 'text', label: label('company_name'), required: true, maxLength: 50 },
    /** A data URL (a new logo, cropped to 200×75 by the logo picker), the stored file name kept, or '' (none). */
    company_logo: { kind: 'image', label: label('company_logo'), maxLength: 7_000_000 },
    company_address: { kind: 'text', label: label('company_address'), maxLength: 255, multiline: true },
    company_country: { kind: 'text', label: label('company_country'), maxLength: 100 },
    company_country_code: { kind: 'text', label: label('company_country_code'), maxLength: 10 },
    company_province: { kind: 'text', label: label('company_province'), maxLength: 100 },
    company_city: { kind: 'text', label: label('company_city'), maxLength: 100 },
    company_latitude: { kind: 'decimal', label: label('company_latitude'), min: -90, max: 90, nullable: true },
    company_longitude: { kind: 'decimal', label: label('company_longitude'), min: -180, max: 180, nullable: true },
    company_timezone: { kind: 'timezone', label: label('company_timezone'), required: true, maxLength: 64 },
    date_format: { kind: 'choice', label: label('date_format'), choices: COMPANY_DATE_FORMATS, required: true },
    time_format: { kind: 'choice', label: label('time_format'), choices: COMPANY_TIME_FORMATS, required: true },
    first_day_of_week: { kind: 'integer', label: label('first_day_of_week'), min: 0, max: 6, required: true },
    default_language: { kind: 'choice', label: label('default_language'), choices: COMPANY_LANGUAGES, choiceLabels: 'company:settings.languages', required: true },
  },
} as const satisfies ResourceContract;

/** What `current-company/` answers (beside the SPEC §3 company fields it always had). */
export interface CompanySettings {
  id: number;
  company_name: string;
  company_domain: string;
  /** A stored file name shown from `/web/auth_files/<name>`, or ''. */
  company_logo: string;
  company_address: string;
  company_country: string;
  company_country_code: string;
  company_province: string;
  company_city: string;
  company_latitude: number | null;
  company_longitude: number | null;
  company_timezone: string;
  date_format: CompanyDateFormat;
  time_format: CompanyTimeFormat;
  first_day_of_week: number;
  default_language: (typeof COMPANY_LANGUAGES)[number];
  /** The caller's role in the company (admin, user, employee). */
  role: string;
}
