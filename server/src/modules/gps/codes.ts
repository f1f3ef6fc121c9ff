/** Answer codes of the GPS / mobile module (api namespace, 5 languages). */
export const GPS_CODES = {
  ok: 'ZGPS0000',
  /** The end date is before the start date. */
  endBeforeStart: 'ZGPS0001',
  /** The employee already has a mobile account. */
  accountExists: 'ZGPS0002',
  /** The audience names departments / employees but none is chosen. */
  audienceEmpty: 'ZGPS0003',
  /** The end time is not after the start time. */
  endNotAfterStart: 'ZGPS0004',
  /** The employee has another outdoor schedule at that time. */
  scheduleOverlap: 'ZGPS0005',
  /** A plan's range runs backwards or is longer than GPS_PLAN_MAX_DAYS. */
  planRange: 'ZGPS0006',
  /** No date of a plan's range falls on its weekdays. */
  planEmpty: 'ZGPS0007',
  /** A plan would make more than GPS_PLAN_MAX_SCHEDULES schedules. */
  planTooLarge: 'ZGPS0008',
  /** Mobile sign-in: the employee has no enabled mobile account. */
  mobileDisabled: 'ZGPS0009',
  /** Mobile punch outside every allowed place (and the account does not allow outdoor punches). */
  outsidePlaces: 'ZGPS0010',
  /** Mobile punch refused: the employee has no allowed place at all. */
  noPlaces: 'ZGPS0011',
  /** Mobile punch time more than a week old or ahead of the server's clock. */
  punchTime: 'ZGPS0012',
  /** Mobile punch photo not a JPEG / PNG or too large. */
  photoInvalid: 'ZGPS0013',
} as const;
