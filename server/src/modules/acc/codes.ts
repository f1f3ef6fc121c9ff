/** ZACC codes (docs/api-codes.md, access control); each is translated in the `api` namespace. */
export const ACC_CODES = {
  ok: 'ZACC0000',
  /** 400 time period: an interval does not end after it starts (`params.day`, `params.start`, `params.end`). */
  intervalOrder: 'ZACC0001',
  /** 400 time period: two intervals of one day overlap (`params.day`, `params.first`, `params.second`). */
  intervalsOverlap: 'ZACC0002',
  /** 400 holiday: `end_date` before `start_date` (`fields.end_date`). */
  endBeforeStart: 'ZACC0003',
  /** 400 privilege: an employee already has access on one of its terminals through another privilege (`params.employee`, `params.terminal`, `params.privilege`). */
  privilegeOverlap: 'ZACC0004',
} as const;
