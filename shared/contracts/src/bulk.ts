/** Codes of the bulk data routes of every resource (`export/`, `import/`; api-contracts.md, docs/api-codes.md). */
export const BULK_CODES = {
  /** The file is neither a readable CSV nor a readable XLSX, or its header row is empty or repeats a name. */
  unreadable: 'ZBLK0400',
  /** `context.params.max`: the limit in MB. */
  tooLarge: 'ZBLK0413',
  /** `context.params.max`: the most data rows an import takes. */
  tooManyRows: 'ZBLK0414',
  /** Not a .csv or .xlsx file. */
  unsupportedType: 'ZBLK0415',
  /** An import found row errors: nothing was written (`data.errors`). */
  rowErrors: 'ZBLK0422',
} as const;

export type BulkCode = (typeof BULK_CODES)[keyof typeof BULK_CODES];
