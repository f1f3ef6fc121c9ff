/** Personnel response codes (translated in the `api` namespace). */
export const PERSONNEL_CODES = {
  ok: 'ZPER0000',
  notFound: 'ZPER0001',
  duplicateEmpCode: 'ZPER0002',
  duplicateName: 'ZPER0003',
  invalidParent: 'ZPER0004',
  inUse: 'ZPER0005',
  relatedNotFound: 'ZPER0006',
  illegalInput: 'ZPER0007',
  invalidDate: 'ZPER0008',
  alreadyResigned: 'ZPER0009',
  invalidTimeZone: 'ZPER0010',
  incompleteCoordinates: 'ZPER0011',
  duplicateCode: 'ZPER0012',
} as const;
