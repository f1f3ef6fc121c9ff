/** Attendance set-up resources (api-contracts.md, Attendance set-up). */
import type { ResourceContract } from '../resources';

/** A holiday of `days` days from `start_date`, for the given departments (none: every department). */
export const HOLIDAY_RESOURCE = {
  name: 'att.holiday',
  path: '/att/api/v2/holidays/',
  label: 'att:resource.holiday.label',
  fields: {
    alias: { kind: 'text', label: 'att:resource.holiday.fields.alias', required: true, maxLength: 100, unique: true },
    start_date: { kind: 'date', label: 'att:resource.holiday.fields.start_date', required: true },
    days: { kind: 'integer', label: 'att:resource.holiday.fields.days', required: true, min: 1, max: 366 },
    departments: { kind: 'refs', ref: 'personnel.department', label: 'att:resource.holiday.fields.departments' },
  },
} as const satisfies ResourceContract;
