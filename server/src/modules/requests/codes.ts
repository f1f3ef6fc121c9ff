/** Response codes of requests and approvals (docs/api-codes.md, ZAPR). */
export const APPROVAL_CODES = {
  ok: 'ZAPR0000',
  /** 400: a workflow level names neither a workflow role nor users. */
  nodeWithoutApprovers: 'ZAPR0001',
  /** 400: the request ends before (or when) it starts. */
  endBeforeStart: 'ZAPR0002',
  /** 400: the leave needs more days than the balance holds (params.days, params.balance). */
  exceedsBalance: 'ZAPR0003',
  /** 409: the request is no longer pending (params.status). */
  notPending: 'ZAPR0004',
  /** 403: the caller is no approver of the request's current level. */
  notApprover: 'ZAPR0005',
  /** 403: nobody approves (or rejects) their own request. */
  ownRequest: 'ZAPR0006',
  /** 409: the caller already decided this level. */
  alreadyDecided: 'ZAPR0007',
  /** 403: only who filed the request (or the employee it is for) may withdraw it. */
  notRequester: 'ZAPR0008',
  /** 403: an employee login files and reads its own requests only. */
  notOwnEmployee: 'ZAPR0009',
  /** 400: a workflow role of named users names none. */
  roleWithoutUsers: 'ZAPR0010',
  /** 400: a request spans more than 366 days (params.max). */
  tooLong: 'ZAPR0011',
  /** 409: the request cannot change any more: an approver has decided on it. */
  alreadyInReview: 'ZAPR0012',
  /** 400: an attachment that is not a PDF, JPEG or PNG file (params.types). */
  attachmentType: 'ZAPR0013',
  /** 400: an attachment larger than the limit (params.max_mb). */
  attachmentTooLarge: 'ZAPR0014',
  /** 400: a level that escalates to a user after its timeout names no user (`fields.escalate_to`). */
  escalationUserMissing: 'ZAPR0015',
  /** 400: a timeout action or escalation user without `timeout_days` (`fields.timeout_days`). */
  timeoutDaysMissing: 'ZAPR0016',
} as const;
