/**
 * Productivity (SPEC §2 /ralvie/*, ADR 0120), after the field's workforce-analytics add-ons (ActivTrak, Teramind,
 * Hubstaff, Insightful): a desktop agent on each PC posts samples of active or idle time per application or website
 * (the agent ingest API, with per-company agent tokens); the company rates applications and domains productive,
 * unproductive or neutral; the summary is one row per employee and day.
 */
import type { FieldSpec, ResourceContract } from '../resources';

const F = 'ralvie:fields';

export const RALVIE_CATEGORIES = ['productive', 'unproductive', 'neutral'] as const;
export type RalvieCategory = (typeof RALVIE_CATEGORIES)[number];
export const RALVIE_KINDS = ['application', 'domain'] as const;
export type RalvieKind = (typeof RALVIE_KINDS)[number];

/** A credential a desktop agent sends (`Authorization: Bearer <secret>`); the secret is answered once, on create. */
export const RALVIE_AGENT_TOKEN_RESOURCE = {
  name: 'ralvie.agent_token',
  path: '/ralvie/api/v2/agent-tokens/',
  label: 'ralvie:token.label',
  actions: ['view', 'add', 'change', 'delete'],
  fields: {
    name: { kind: 'text', label: `${F}.token_name`, required: true, maxLength: 100, unique: true },
    /** The secret's first characters, to tell tokens apart (the secret itself is never stored). */
    token_prefix: { kind: 'text', label: `${F}.token_prefix`, readOnly: true },
    /** Revoked tokens are refused by the ingest API; a revoked token cannot be restored (create another). */
    revoked: { kind: 'boolean', label: `${F}.revoked`, default: false },
    revoked_at: { kind: 'datetime', label: `${F}.revoked_at`, readOnly: true, nullable: true },
    last_used: { kind: 'datetime', label: `${F}.last_used`, readOnly: true, nullable: true },
    created_at: { kind: 'datetime', label: `${F}.created_at`, readOnly: true },
  },
} as const satisfies ResourceContract;

/** How the company rates an application (by its name) or a website (a domain and its subdomains). */
export const RALVIE_CATEGORY_RESOURCE = {
  name: 'ralvie.category',
  path: '/ralvie/api/v2/categories/',
  label: 'ralvie:category.label',
  fields: {
    kind: { kind: 'choice', label: `${F}.kind`, choices: RALVIE_KINDS, choiceLabels: 'ralvie:kind', default: 'application' },
    // Unique per kind (an application and a domain may share a name): the database's index, answered as a 400 on `pattern`.
    pattern: { kind: 'text', label: `${F}.pattern`, required: true, maxLength: 255 },
    category: { kind: 'choice', label: `${F}.category`, choices: RALVIE_CATEGORIES, choiceLabels: 'ralvie:category', default: 'neutral' },
    remarks: { kind: 'text', label: `${F}.remarks`, maxLength: 255 },
  },
} as const satisfies ResourceContract;

const SECONDS = (label: string): FieldSpec => ({ kind: 'integer', label: `${F}.${label}`, readOnly: true });

/** One employee's day: seconds active and idle, active seconds by category (they add up to `active_seconds`). */
export const RALVIE_SUMMARY_RESOURCE = {
  name: 'ralvie.summary',
  path: '/ralvie/api/v2/summaries/',
  label: 'ralvie:summary.label',
  actions: ['view', 'export'],
  fields: {
    work_date: { kind: 'date', label: `${F}.work_date`, readOnly: true },
    employee: { kind: 'ref', ref: 'personnel.employee', label: `${F}.employee`, readOnly: true },
    emp_code: { kind: 'text', label: `${F}.emp_code`, readOnly: true },
    employee_name: { kind: 'text', label: `${F}.employee_name`, readOnly: true },
    department: { kind: 'ref', ref: 'personnel.department', label: `${F}.department`, readOnly: true, nullable: true },
    department_name: { kind: 'text', label: `${F}.department`, readOnly: true },
    active_seconds: SECONDS('active_seconds'),
    idle_seconds: SECONDS('idle_seconds'),
    productive_seconds: SECONDS('productive_seconds'),
    unproductive_seconds: SECONDS('unproductive_seconds'),
    neutral_seconds: SECONDS('neutral_seconds'),
    /** Productive share of the active time, whole percent (0 with no active time). */
    productive_pct: { kind: 'integer', label: `${F}.productive_pct`, readOnly: true },
    /** The day's scheduled and worked minutes from the attendance results (0 when not calculated). */
    scheduled_minutes: { kind: 'integer', label: `${F}.scheduled_minutes`, readOnly: true },
    worked_minutes: { kind: 'integer', label: `${F}.worked_minutes`, readOnly: true },
    /** The day's three most used applications / domains by active time, comma-separated. */
    top_applications: { kind: 'text', label: `${F}.top_applications`, readOnly: true },
  },
} as const satisfies ResourceContract;

/** The company's productivity settings (`GET` for members, `PUT` for administrators). */
export const RALVIE_SETTING_CONTRACT = {
  name: 'ralvie.setting',
  path: '/ralvie/api/v2/settings/',
  label: 'ralvie:setting.label',
  actions: ['view', 'change'],
  fields: {
    /** Minutes without keyboard or mouse input after which the agent reports idle time. */
    idle_threshold: { kind: 'integer', label: `${F}.idle_threshold`, min: 1, max: 60, default: 5 },
    /** The productive share the dashboard marks as on target. */
    productive_target: { kind: 'integer', label: `${F}.productive_target`, min: 1, max: 100, default: 70 },
    /** How an application or domain no category names is rated. */
    unknown_category: { kind: 'choice', label: `${F}.unknown_category`, choices: RALVIE_CATEGORIES, choiceLabels: 'ralvie:category', default: 'neutral' },
  },
} as const satisfies ResourceContract;

/** Agent ingest (`POST`, agent token): at most this many samples a batch, each at most an hour. */
export const RALVIE_AGENT_SAMPLES_PATH = '/ralvie/api/v2/agent/samples/';
export const RALVIE_AGENT_CONFIG_PATH = '/ralvie/api/v2/agent/config/';
export const RALVIE_MAX_BATCH = 1000;
export const RALVIE_MAX_SAMPLE_SECONDS = 3600;
/** Samples older than this many days, or starting more than five minutes ahead of the server, are refused. */
export const RALVIE_MAX_SAMPLE_AGE_DAYS = 35;

/** One activity sample as an agent posts it. Exactly one of `end` / `duration`, one of `application` / `domain`. */
export interface RalvieSample {
  emp_code: string;
  /** RFC 3339 with an offset or `Z`. */
  start: string;
  end?: string;
  /** seconds */
  duration?: number;
  application?: string;
  domain?: string;
  active: boolean;
}

export interface RalvieSampleBatch {
  /** The PC's name (the agent's host): with the employee and start it identifies a sample. */
  device: string;
  samples: RalvieSample[];
}

export interface RalvieIngestResult {
  /** Samples stored by this call. */
  accepted: number;
  /** Samples already stored by an earlier call (a retried batch). */
  duplicates: number;
}

/** The productivity dashboard's one call. */
export const RALVIE_DASHBOARD_PATH = '/ralvie/api/v2/dashboard/';
export const RALVIE_TREND_DAYS = 14;

export interface RalvieTotals {
  employees: number;
  active_seconds: number;
  idle_seconds: number;
  productive_seconds: number;
  unproductive_seconds: number;
  neutral_seconds: number;
  productive_pct: number;
}

export interface RalvieDashboard {
  /** Today in the company's time zone, and the first day of its week (Monday). */
  date: string;
  week_start: string;
  productive_target: number;
  today: RalvieTotals;
  week: RalvieTotals;
  trend: (RalvieTotals & { date: string })[];
  /** This week's most used applications / domains by active time. */
  top_applications: { kind: RalvieKind; name: string; category: RalvieCategory; seconds: number }[];
  /** This week by department (null: employees in no department). */
  departments: { department: number | null; name: string; active_seconds: number; productive_seconds: number; productive_pct: number }[];
}
