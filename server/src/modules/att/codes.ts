/** ZATT codes (docs/api-codes.md, attendance set-up); each is translated in the `api` namespace. */
export const ATT_CODES = {
  ok: 'ZATT0000',
  /** 400 break time: the allowance is longer than the break's window (`fields.allowance`). */
  allowanceTooLong: 'ZATT0001',
  /** 400 timetable: the check-in window reaches into the check-out window (`fields.in_after`, `fields.out_before`). */
  windowsOverlap: 'ZATT0002',
  /** 400 timetable: a grace (allowed late / early) is wider than its window (`params.window`). */
  graceBeyondWindow: 'ZATT0003',
  /** 400 timetable: a break lies outside the duty (`params.break`, `params.timetable`). */
  breakOutsideDuty: 'ZATT0004',
  /** 400 timetable: two of its breaks overlap (`params.first`, `params.second`). */
  breaksOverlap: 'ZATT0005',
  /** 400 timetable: the core band ends before it starts. */
  coreBandOrder: 'ZATT0006',
  /** 400 shift: the cycle is longer than its unit allows (`params.max`). */
  cycleTooLong: 'ZATT0007',
  /** 400 shift: a slot index lies outside the cycle (`params.index`, `params.max`). */
  slotOutsideCycle: 'ZATT0008',
  /** 400 shift: two timetables of one day overlap (`params.first`, `params.second`, `params.slot`). */
  slotTimetablesOverlap: 'ZATT0009',
  /** 400 shift: the auto-shift set takes normal timetables only (`params.timetable`). */
  autoShiftNormalOnly: 'ZATT0010',
  /** 409 break time: used by timetables (`params.timetables`). */
  breakTimeInUse: 'ZATT0011',
  /** 409 timetable: used by shifts (`params.shifts`). */
  timetableInUse: 'ZATT0012',
  /** 400 schedule: `end_date` before `start_date` (`fields.end_date`). */
  endBeforeStart: 'ZATT0020',
  /** 400 employee / department schedule: overlaps another of the same employee / department (`params.shift`, `params.start_date`, `params.end_date`). */
  scheduleOverlap: 'ZATT0021',
  /** 400 temporary schedule: the employee already has one on that date (`params.date`). */
  temporaryExists: 'ZATT0022',
  /** 400 department rule: the department already has a rule. */
  departmentRuleExists: 'ZATT0023',
  /** 409 shift: used by schedules or rules (`params.shifts`, `params.count`). */
  shiftInUse: 'ZATT0024',
  /** 409 timetable: used by temporary schedules or rules (`params.timetables`, `params.count`). */
  timetableScheduled: 'ZATT0025',
  /** 400 schedule view: the range is longer than `params.max` days (`fields.end_date`). */
  rangeTooLong: 'ZATT0026',
  /** 400 a write would change days of a closed payroll period of the company (`params.start_date`, `params.end_date`; ADR 0094). */
  periodClosed: 'ZATT0030',
  /** 400 the same for a department's closed period (`params.department`, its name). */
  departmentPeriodClosed: 'ZATT0031',
} as const;
