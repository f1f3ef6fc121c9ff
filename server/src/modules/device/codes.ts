/** Device response codes (translated in the `api` namespace). */
export const DEVICE_CODES = {
  ok: 'ZDEV0000',
  // ZDEV0001 (company not found) is no longer answered: self_register says ZDEV0002 for an unknown company too,
  // so it cannot be used to list which companies exist (issue 16, item 7).
  /** self_register: no employee with that code in an active company of that id. */
  employeeNotFound: 'ZDEV0002',
  notAnImage: 'ZDEV0003',
  tooLarge: 'ZDEV0004',
  badDimensions: 'ZDEV0005',
  photoNotFound: 'ZDEV0006',
  alreadyReviewed: 'ZDEV0007',
  /** terminals: another company has registered this SN. */
  snTaken: 'ZDEV0010',
  /** terminals: the SN is the device's identity and cannot change (delete and register again). */
  snFixed: 'ZDEV0011',
  /** commands: only commands not yet sent can be deleted. */
  commandNotPending: 'ZDEV0012',
} as const;
