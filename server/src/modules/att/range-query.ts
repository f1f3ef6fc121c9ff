/**
 * The query string of the attendance lists read by employee and date (time cards, schedule view): a date range,
 * department and employee id lists, and a page of at most `maxPageSize` rows.
 */
const DATE = { type: 'string', maxLength: 10 } as const;

export function employeeDateRangeQuery(maxPageSize: number) {
  return {
    type: 'object',
    required: ['start_date', 'end_date'],
    properties: {
      start_date: DATE,
      end_date: DATE,
      department__in: { type: 'string', maxLength: 20000 },
      employee__in: { type: 'string', maxLength: 20000 },
      page: { type: 'integer', minimum: 1, maximum: 1_000_000, default: 1 },
      page_size: { type: 'integer', minimum: 1, maximum: maxPageSize, default: 50 },
    },
  } as const;
}
