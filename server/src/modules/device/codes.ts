/** Device response codes (translated in the `api` namespace). */
export const DEVICE_CODES = {
  ok: 'ZDEV0000',
  companyNotFound: 'ZDEV0001',
  employeeNotFound: 'ZDEV0002',
  notAnImage: 'ZDEV0003',
  tooLarge: 'ZDEV0004',
  badDimensions: 'ZDEV0005',
  photoNotFound: 'ZDEV0006',
  alreadyReviewed: 'ZDEV0007',
} as const;
