/** ZRPT codes (docs/api-codes.md, reports); each is translated in the `api` namespace. */
export const REPORT_CODES = {
  ok: 'ZRPT0000',
  /** 400 pay code: the smallest step is not a whole number of minutes, or longer than a day (`fields.minimum_unit`). */
  stepNotWholeMinutes: 'ZRPT0001',
  /** 404 reports: no report of that name (`params.report`). */
  unknownReport: 'ZRPT0002',
  /** 400 reports: the date range is missing, reversed or longer than 366 days (`fields.start_date|end_date`, `params.max`). */
  badDateRange: 'ZRPT0003',
  /** 400 reports: `ordering` names no column of the report (`params.ordering`). */
  badOrdering: 'ZRPT0004',
  /** 400 report templates: the caller keeps the most templates of this report already (`params.max`). */
  tooManyTemplates: 'ZRPT0005',
  /** 403 report templates: a template shared with the caller is changed or deleted by its owner only (ADR 0102). */
  notTemplateOwner: 'ZRPT0006',
  /** 400 report templates: an employee login's templates (personal reports) are never shared (`fields.sharing`). */
  personalTemplatePrivate: 'ZRPT0007',
  /** 400 report templates: `shared_with` names someone who is no user of the company (`fields.shared_with`). */
  notCompanyUser: 'ZRPT0008',
} as const;
