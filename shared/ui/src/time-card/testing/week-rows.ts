/**
 * Two employees' week (2026-03-02…08) as GET /web/att/api/v2/time-cards/ gives it: calculated by the engine
 * (server/src/attendance/engine, its test set-up: DAY 09:00–18:00, lunch 13–14, allowances 5 min, Asia/Riyadh)
 * and its trace rendered in English, then written here once so the UI tests need no server.
 */
import type { TimeCardRow } from '@timekeep/contracts';

export const WEEK_ROWS: TimeCardRow[] = [
  {
    "employee": 1,
    "emp_code": "1001",
    "date": "2026-03-02",
    "status": "present",
    "timetables": [
      "DAY"
    ],
    "clock_in": "2026-03-02 08:57",
    "clock_out": "2026-03-02 18:02",
    "duty": 480,
    "worked": 480,
    "regular": 480,
    "late": 0,
    "early": 0,
    "short": 0,
    "absent": 0,
    "leave": 0,
    "break_deducted": 60,
    "ot": 0,
    "ot1": 0,
    "ot2": 0,
    "ot3": 0,
    "weekly_ot": 0,
    "weekend_ot": 0,
    "holiday_ot": 0,
    "exceptions": [],
    "trace": [
      {
        "key": "rule.resolved",
        "params": {
          "rule": "G"
        },
        "text": "Attendance rule in force: G"
      },
      {
        "key": "schedule.employee",
        "params": {
          "id": "SCH",
          "shift": "S-DAY",
          "slot": 0,
          "timetables": "DAY"
        },
        "text": "Employee schedule SCH, shift S-DAY, day 0: DAY"
      },
      {
        "key": "instance.window",
        "params": {
          "timetable": "DAY",
          "start": "09:00",
          "end": "18:00",
          "inFrom": "07:00",
          "inTo": "13:30",
          "outFrom": "13:30",
          "outTo": "22:00"
        },
        "text": "DAY: 09:00–18:00, check-in 07:00–13:30, check-out 13:30–22:00"
      },
      {
        "key": "punch.clock_in",
        "params": {
          "punchId": "P1",
          "at": "08:57",
          "timetable": "DAY"
        },
        "text": "Punch P1 at 08:57 is the clock-in of DAY"
      },
      {
        "key": "punch.clock_out",
        "params": {
          "punchId": "P2",
          "at": "18:02",
          "timetable": "DAY"
        },
        "text": "Punch P2 at 18:02 is the clock-out of DAY"
      },
      {
        "key": "break.auto_deducted",
        "params": {
          "break": "LUNCH",
          "minutes": 60
        },
        "text": "Break LUNCH: 60 min deducted automatically"
      },
      {
        "key": "duty.expected",
        "params": {
          "timetable": "DAY",
          "minutes": 480
        },
        "text": "DAY: expected duty 480 min"
      },
      {
        "key": "duty.worked",
        "params": {
          "timetable": "DAY",
          "minutes": 480,
          "breaks": 60
        },
        "text": "DAY: worked 480 min after 60 min of breaks"
      },
      {
        "key": "ot.pre_below_min",
        "params": {
          "timetable": "DAY",
          "minutes": 3,
          "min": 30
        },
        "text": "DAY: arrived 3 min early, below the 30 min overtime minimum"
      },
      {
        "key": "ot.post_below_min",
        "params": {
          "timetable": "DAY",
          "minutes": 2,
          "min": 30
        },
        "text": "DAY: stayed 2 min, below the 30 min overtime minimum"
      },
      {
        "key": "instance.status",
        "params": {
          "timetable": "DAY",
          "status": "present"
        },
        "text": "DAY: status present"
      },
      {
        "key": "day.status",
        "params": {
          "status": "present"
        },
        "text": "Day status: present"
      }
    ],
    "calculated_at": "2026-03-09T06:00:00.000Z"
  },
  {
    "employee": 1,
    "emp_code": "1001",
    "date": "2026-03-03",
    "status": "late",
    "timetables": [
      "DAY"
    ],
    "clock_in": "2026-03-03 09:20",
    "clock_out": "2026-03-03 18:00",
    "duty": 480,
    "worked": 460,
    "regular": 460,
    "late": 20,
    "early": 0,
    "short": 20,
    "absent": 0,
    "leave": 0,
    "break_deducted": 60,
    "ot": 0,
    "ot1": 0,
    "ot2": 0,
    "ot3": 0,
    "weekly_ot": 0,
    "weekend_ot": 0,
    "holiday_ot": 0,
    "exceptions": [
      "late"
    ],
    "trace": [
      {
        "key": "rule.resolved",
        "params": {
          "rule": "G"
        },
        "text": "Attendance rule in force: G"
      },
      {
        "key": "schedule.employee",
        "params": {
          "id": "SCH",
          "shift": "S-DAY",
          "slot": 0,
          "timetables": "DAY"
        },
        "text": "Employee schedule SCH, shift S-DAY, day 0: DAY"
      },
      {
        "key": "instance.window",
        "params": {
          "timetable": "DAY",
          "start": "09:00",
          "end": "18:00",
          "inFrom": "07:00",
          "inTo": "13:30",
          "outFrom": "13:30",
          "outTo": "22:00"
        },
        "text": "DAY: 09:00–18:00, check-in 07:00–13:30, check-out 13:30–22:00"
      },
      {
        "key": "punch.clock_in",
        "params": {
          "punchId": "P1",
          "at": "09:20",
          "timetable": "DAY"
        },
        "text": "Punch P1 at 09:20 is the clock-in of DAY"
      },
      {
        "key": "punch.clock_out",
        "params": {
          "punchId": "P2",
          "at": "18:00",
          "timetable": "DAY"
        },
        "text": "Punch P2 at 18:00 is the clock-out of DAY"
      },
      {
        "key": "late.counted",
        "params": {
          "timetable": "DAY",
          "minutes": 20,
          "raw": 20,
          "allowed": 5,
          "mode": "from_start"
        },
        "text": "DAY: late 20 min (20 min after start, allowance 5, counting all minutes)"
      },
      {
        "key": "break.auto_deducted",
        "params": {
          "break": "LUNCH",
          "minutes": 60
        },
        "text": "Break LUNCH: 60 min deducted automatically"
      },
      {
        "key": "duty.expected",
        "params": {
          "timetable": "DAY",
          "minutes": 480
        },
        "text": "DAY: expected duty 480 min"
      },
      {
        "key": "duty.worked",
        "params": {
          "timetable": "DAY",
          "minutes": 460,
          "breaks": 60
        },
        "text": "DAY: worked 460 min after 60 min of breaks"
      },
      {
        "key": "duty.short",
        "params": {
          "timetable": "DAY",
          "minutes": 20
        },
        "text": "DAY: short 20 min"
      },
      {
        "key": "instance.status",
        "params": {
          "timetable": "DAY",
          "status": "late"
        },
        "text": "DAY: status late"
      },
      {
        "key": "day.status",
        "params": {
          "status": "late"
        },
        "text": "Day status: late"
      }
    ],
    "calculated_at": "2026-03-09T06:00:00.000Z"
  },
  {
    "employee": 1,
    "emp_code": "1001",
    "date": "2026-03-04",
    "status": "present",
    "timetables": [
      "DAY"
    ],
    "clock_in": "2026-03-04 08:55",
    "clock_out": "2026-03-04 18:45",
    "duty": 480,
    "worked": 480,
    "regular": 480,
    "late": 0,
    "early": 0,
    "short": 0,
    "absent": 0,
    "leave": 0,
    "break_deducted": 60,
    "ot": 45,
    "ot1": 45,
    "ot2": 0,
    "ot3": 0,
    "weekly_ot": 0,
    "weekend_ot": 0,
    "holiday_ot": 0,
    "exceptions": [],
    "trace": [
      {
        "key": "rule.resolved",
        "params": {
          "rule": "G"
        },
        "text": "Attendance rule in force: G"
      },
      {
        "key": "schedule.employee",
        "params": {
          "id": "SCH",
          "shift": "S-DAY",
          "slot": 0,
          "timetables": "DAY"
        },
        "text": "Employee schedule SCH, shift S-DAY, day 0: DAY"
      },
      {
        "key": "instance.window",
        "params": {
          "timetable": "DAY",
          "start": "09:00",
          "end": "18:00",
          "inFrom": "07:00",
          "inTo": "13:30",
          "outFrom": "13:30",
          "outTo": "22:00"
        },
        "text": "DAY: 09:00–18:00, check-in 07:00–13:30, check-out 13:30–22:00"
      },
      {
        "key": "punch.clock_in",
        "params": {
          "punchId": "P1",
          "at": "08:55",
          "timetable": "DAY"
        },
        "text": "Punch P1 at 08:55 is the clock-in of DAY"
      },
      {
        "key": "punch.clock_out",
        "params": {
          "punchId": "P3",
          "at": "18:45",
          "timetable": "DAY"
        },
        "text": "Punch P3 at 18:45 is the clock-out of DAY"
      },
      {
        "key": "break.auto_deducted",
        "params": {
          "break": "LUNCH",
          "minutes": 60
        },
        "text": "Break LUNCH: 60 min deducted automatically"
      },
      {
        "key": "duty.expected",
        "params": {
          "timetable": "DAY",
          "minutes": 480
        },
        "text": "DAY: expected duty 480 min"
      },
      {
        "key": "duty.worked",
        "params": {
          "timetable": "DAY",
          "minutes": 480,
          "breaks": 60
        },
        "text": "DAY: worked 480 min after 60 min of breaks"
      },
      {
        "key": "ot.pre_below_min",
        "params": {
          "timetable": "DAY",
          "minutes": 5,
          "min": 30
        },
        "text": "DAY: arrived 5 min early, below the 30 min overtime minimum"
      },
      {
        "key": "ot.post",
        "params": {
          "timetable": "DAY",
          "minutes": 45,
          "min": 30
        },
        "text": "DAY: 45 min overtime after the shift (minimum 30)"
      },
      {
        "key": "punch.unused",
        "params": {
          "punchId": "P2",
          "at": "12:10",
          "timetable": "DAY"
        },
        "text": "Punch P2 at 12:10 is in the window of DAY but not used"
      },
      {
        "key": "instance.status",
        "params": {
          "timetable": "DAY",
          "status": "present"
        },
        "text": "DAY: status present"
      },
      {
        "key": "ot.levels",
        "params": {
          "ot1": 45,
          "ot2": 0,
          "ot3": 0,
          "total": 45
        },
        "text": "Overtime: level 1 45 min, level 2 0 min, level 3 0 min (total 45)"
      },
      {
        "key": "day.status",
        "params": {
          "status": "present"
        },
        "text": "Day status: present"
      }
    ],
    "calculated_at": "2026-03-09T06:00:00.000Z"
  },
  {
    "employee": 1,
    "emp_code": "1001",
    "date": "2026-03-05",
    "status": "missing_out",
    "timetables": [
      "DAY"
    ],
    "clock_in": "2026-03-05 08:58",
    "clock_out": null,
    "duty": 480,
    "worked": 0,
    "regular": 0,
    "late": 0,
    "early": 0,
    "short": 480,
    "absent": 0,
    "leave": 0,
    "break_deducted": 0,
    "ot": 0,
    "ot1": 0,
    "ot2": 0,
    "ot3": 0,
    "weekly_ot": 0,
    "weekend_ot": 0,
    "holiday_ot": 0,
    "exceptions": [
      "missing_out"
    ],
    "trace": [
      {
        "key": "rule.resolved",
        "params": {
          "rule": "G"
        },
        "text": "Attendance rule in force: G"
      },
      {
        "key": "schedule.employee",
        "params": {
          "id": "SCH",
          "shift": "S-DAY",
          "slot": 0,
          "timetables": "DAY"
        },
        "text": "Employee schedule SCH, shift S-DAY, day 0: DAY"
      },
      {
        "key": "instance.window",
        "params": {
          "timetable": "DAY",
          "start": "09:00",
          "end": "18:00",
          "inFrom": "07:00",
          "inTo": "13:30",
          "outFrom": "13:30",
          "outTo": "22:00"
        },
        "text": "DAY: 09:00–18:00, check-in 07:00–13:30, check-out 13:30–22:00"
      },
      {
        "key": "punch.clock_in",
        "params": {
          "punchId": "P1",
          "at": "08:58",
          "timetable": "DAY"
        },
        "text": "Punch P1 at 08:58 is the clock-in of DAY"
      },
      {
        "key": "clock_out.missing",
        "params": {
          "timetable": "DAY",
          "action": "exception"
        },
        "text": "DAY: no clock-out; action: record an exception"
      },
      {
        "key": "duty.short",
        "params": {
          "timetable": "DAY",
          "minutes": 480
        },
        "text": "DAY: short 480 min"
      },
      {
        "key": "instance.status",
        "params": {
          "timetable": "DAY",
          "status": "missing_out"
        },
        "text": "DAY: status missing clock-out"
      },
      {
        "key": "day.status",
        "params": {
          "status": "missing_out"
        },
        "text": "Day status: missing clock-out"
      }
    ],
    "calculated_at": "2026-03-09T06:00:00.000Z"
  },
  {
    "employee": 1,
    "emp_code": "1001",
    "date": "2026-03-06",
    "status": "absent",
    "timetables": [
      "DAY"
    ],
    "clock_in": null,
    "clock_out": null,
    "duty": 480,
    "worked": 0,
    "regular": 0,
    "late": 0,
    "early": 0,
    "short": 0,
    "absent": 480,
    "leave": 0,
    "break_deducted": 0,
    "ot": 0,
    "ot1": 0,
    "ot2": 0,
    "ot3": 0,
    "weekly_ot": 0,
    "weekend_ot": 0,
    "holiday_ot": 0,
    "exceptions": [
      "absent"
    ],
    "trace": [
      {
        "key": "rule.resolved",
        "params": {
          "rule": "G"
        },
        "text": "Attendance rule in force: G"
      },
      {
        "key": "schedule.employee",
        "params": {
          "id": "SCH",
          "shift": "S-DAY",
          "slot": 0,
          "timetables": "DAY"
        },
        "text": "Employee schedule SCH, shift S-DAY, day 0: DAY"
      },
      {
        "key": "instance.window",
        "params": {
          "timetable": "DAY",
          "start": "09:00",
          "end": "18:00",
          "inFrom": "07:00",
          "inTo": "13:30",
          "outFrom": "13:30",
          "outTo": "22:00"
        },
        "text": "DAY: 09:00–18:00, check-in 07:00–13:30, check-out 13:30–22:00"
      },
      {
        "key": "absent.no_punches",
        "params": {
          "timetable": "DAY",
          "minutes": 480
        },
        "text": "DAY: no punches, absent 480 min"
      },
      {
        "key": "instance.status",
        "params": {
          "timetable": "DAY",
          "status": "absent"
        },
        "text": "DAY: status absent"
      },
      {
        "key": "day.status",
        "params": {
          "status": "absent"
        },
        "text": "Day status: absent"
      }
    ],
    "calculated_at": "2026-03-09T06:00:00.000Z"
  },
  {
    "employee": 1,
    "emp_code": "1001",
    "date": "2026-03-07",
    "status": "rest_day",
    "timetables": [],
    "clock_in": null,
    "clock_out": null,
    "duty": 0,
    "worked": 0,
    "regular": 0,
    "late": 0,
    "early": 0,
    "short": 0,
    "absent": 0,
    "leave": 0,
    "break_deducted": 0,
    "ot": 0,
    "ot1": 0,
    "ot2": 0,
    "ot3": 0,
    "weekly_ot": 0,
    "weekend_ot": 0,
    "holiday_ot": 0,
    "exceptions": [],
    "trace": [
      {
        "key": "rule.resolved",
        "params": {
          "rule": "G"
        },
        "text": "Attendance rule in force: G"
      },
      {
        "key": "schedule.employee",
        "params": {
          "id": "SCH",
          "shift": "S-REST",
          "slot": 0,
          "timetables": ""
        },
        "text": "Employee schedule SCH, shift S-REST, day 0: "
      },
      {
        "key": "schedule.rest_day",
        "params": {
          "shift": "S-REST"
        },
        "text": "Rest day in shift S-REST"
      },
      {
        "key": "day.status",
        "params": {
          "status": "rest_day"
        },
        "text": "Day status: rest day"
      }
    ],
    "calculated_at": "2026-03-09T06:00:00.000Z"
  },
  {
    "employee": 1,
    "emp_code": "1001",
    "date": "2026-03-08",
    "status": "rest_day_worked",
    "timetables": [],
    "clock_in": "2026-03-08 10:00",
    "clock_out": "2026-03-08 14:00",
    "duty": 0,
    "worked": 240,
    "regular": 0,
    "late": 0,
    "early": 0,
    "short": 0,
    "absent": 0,
    "leave": 0,
    "break_deducted": 0,
    "ot": 0,
    "ot1": 0,
    "ot2": 0,
    "ot3": 0,
    "weekly_ot": 0,
    "weekend_ot": 240,
    "holiday_ot": 0,
    "exceptions": [
      "worked_on_rest_day"
    ],
    "trace": [
      {
        "key": "rule.resolved",
        "params": {
          "rule": "G"
        },
        "text": "Attendance rule in force: G"
      },
      {
        "key": "schedule.employee",
        "params": {
          "id": "SCH",
          "shift": "S-REST",
          "slot": 0,
          "timetables": ""
        },
        "text": "Employee schedule SCH, shift S-REST, day 0: "
      },
      {
        "key": "schedule.rest_day",
        "params": {
          "shift": "S-REST"
        },
        "text": "Rest day in shift S-REST"
      },
      {
        "key": "unscheduled.group",
        "params": {
          "first": "10:00",
          "last": "14:00",
          "punches": 2,
          "minutes": 240,
          "breaks": 0
        },
        "text": "Unscheduled work 10:00–14:00 (2 punches): 240 min after 0 min of breaks"
      },
      {
        "key": "rest_day.worked",
        "params": {
          "minutes": 240,
          "weekendOt": 240
        },
        "text": "Rest day: 240 min worked, weekend overtime 240 min"
      },
      {
        "key": "day.status",
        "params": {
          "status": "rest_day_worked"
        },
        "text": "Day status: worked on a rest day"
      }
    ],
    "calculated_at": "2026-03-09T06:00:00.000Z"
  },
  {
    "employee": 2,
    "emp_code": "1002",
    "date": "2026-03-02",
    "status": "present",
    "timetables": [
      "DAY"
    ],
    "clock_in": "2026-03-02 08:40",
    "clock_out": "2026-03-02 19:40",
    "duty": 480,
    "worked": 480,
    "regular": 480,
    "late": 0,
    "early": 0,
    "short": 0,
    "absent": 0,
    "leave": 0,
    "break_deducted": 60,
    "ot": 100,
    "ot1": 100,
    "ot2": 0,
    "ot3": 0,
    "weekly_ot": 0,
    "weekend_ot": 0,
    "holiday_ot": 0,
    "exceptions": [],
    "trace": [
      {
        "key": "rule.resolved",
        "params": {
          "rule": "G"
        },
        "text": "Attendance rule in force: G"
      },
      {
        "key": "schedule.employee",
        "params": {
          "id": "SCH",
          "shift": "S-DAY",
          "slot": 0,
          "timetables": "DAY"
        },
        "text": "Employee schedule SCH, shift S-DAY, day 0: DAY"
      },
      {
        "key": "instance.window",
        "params": {
          "timetable": "DAY",
          "start": "09:00",
          "end": "18:00",
          "inFrom": "07:00",
          "inTo": "13:30",
          "outFrom": "13:30",
          "outTo": "22:00"
        },
        "text": "DAY: 09:00–18:00, check-in 07:00–13:30, check-out 13:30–22:00"
      },
      {
        "key": "punch.clock_in",
        "params": {
          "punchId": "P1",
          "at": "08:40",
          "timetable": "DAY"
        },
        "text": "Punch P1 at 08:40 is the clock-in of DAY"
      },
      {
        "key": "punch.clock_out",
        "params": {
          "punchId": "P2",
          "at": "19:40",
          "timetable": "DAY"
        },
        "text": "Punch P2 at 19:40 is the clock-out of DAY"
      },
      {
        "key": "break.auto_deducted",
        "params": {
          "break": "LUNCH",
          "minutes": 60
        },
        "text": "Break LUNCH: 60 min deducted automatically"
      },
      {
        "key": "duty.expected",
        "params": {
          "timetable": "DAY",
          "minutes": 480
        },
        "text": "DAY: expected duty 480 min"
      },
      {
        "key": "duty.worked",
        "params": {
          "timetable": "DAY",
          "minutes": 480,
          "breaks": 60
        },
        "text": "DAY: worked 480 min after 60 min of breaks"
      },
      {
        "key": "ot.pre_below_min",
        "params": {
          "timetable": "DAY",
          "minutes": 20,
          "min": 30
        },
        "text": "DAY: arrived 20 min early, below the 30 min overtime minimum"
      },
      {
        "key": "ot.post",
        "params": {
          "timetable": "DAY",
          "minutes": 100,
          "min": 30
        },
        "text": "DAY: 100 min overtime after the shift (minimum 30)"
      },
      {
        "key": "instance.status",
        "params": {
          "timetable": "DAY",
          "status": "present"
        },
        "text": "DAY: status present"
      },
      {
        "key": "ot.levels",
        "params": {
          "ot1": 100,
          "ot2": 0,
          "ot3": 0,
          "total": 100
        },
        "text": "Overtime: level 1 100 min, level 2 0 min, level 3 0 min (total 100)"
      },
      {
        "key": "day.status",
        "params": {
          "status": "present"
        },
        "text": "Day status: present"
      }
    ],
    "calculated_at": "2026-03-09T06:00:00.000Z"
  },
  {
    "employee": 2,
    "emp_code": "1002",
    "date": "2026-03-03",
    "status": "holiday",
    "timetables": [
      "DAY"
    ],
    "clock_in": null,
    "clock_out": null,
    "duty": 0,
    "worked": 0,
    "regular": 0,
    "late": 0,
    "early": 0,
    "short": 0,
    "absent": 0,
    "leave": 0,
    "break_deducted": 0,
    "ot": 0,
    "ot1": 0,
    "ot2": 0,
    "ot3": 0,
    "weekly_ot": 0,
    "weekend_ot": 0,
    "holiday_ot": 0,
    "exceptions": [],
    "trace": [
      {
        "key": "rule.resolved",
        "params": {
          "rule": "G"
        },
        "text": "Attendance rule in force: G"
      },
      {
        "key": "schedule.employee",
        "params": {
          "id": "SCH",
          "shift": "S-DAY",
          "slot": 0,
          "timetables": "DAY"
        },
        "text": "Employee schedule SCH, shift S-DAY, day 0: DAY"
      },
      {
        "key": "holiday.applies",
        "params": {
          "holiday": "Founding Day",
          "timetable": ""
        },
        "text": "Holiday Founding Day: the timetable  is not expected"
      },
      {
        "key": "instance.window",
        "params": {
          "timetable": "DAY",
          "start": "09:00",
          "end": "18:00",
          "inFrom": "07:00",
          "inTo": "13:30",
          "outFrom": "13:30",
          "outTo": "22:00"
        },
        "text": "DAY: 09:00–18:00, check-in 07:00–13:30, check-out 13:30–22:00"
      },
      {
        "key": "holiday.applies",
        "params": {
          "holiday": "Founding Day",
          "timetable": "DAY"
        },
        "text": "Holiday Founding Day: the timetable DAY is not expected"
      },
      {
        "key": "instance.status",
        "params": {
          "timetable": "DAY",
          "status": "holiday"
        },
        "text": "DAY: status holiday"
      },
      {
        "key": "day.status",
        "params": {
          "status": "holiday"
        },
        "text": "Day status: holiday"
      }
    ],
    "calculated_at": "2026-03-09T06:00:00.000Z"
  },
  {
    "employee": 2,
    "emp_code": "1002",
    "date": "2026-03-04",
    "status": "leave",
    "timetables": [
      "DAY"
    ],
    "clock_in": null,
    "clock_out": null,
    "duty": 0,
    "worked": 0,
    "regular": 0,
    "late": 0,
    "early": 0,
    "short": 0,
    "absent": 0,
    "leave": 480,
    "break_deducted": 0,
    "ot": 0,
    "ot1": 0,
    "ot2": 0,
    "ot3": 0,
    "weekly_ot": 0,
    "weekend_ot": 0,
    "holiday_ot": 0,
    "exceptions": [],
    "trace": [
      {
        "key": "rule.resolved",
        "params": {
          "rule": "G"
        },
        "text": "Attendance rule in force: G"
      },
      {
        "key": "schedule.employee",
        "params": {
          "id": "SCH",
          "shift": "S-DAY",
          "slot": 0,
          "timetables": "DAY"
        },
        "text": "Employee schedule SCH, shift S-DAY, day 0: DAY"
      },
      {
        "key": "instance.window",
        "params": {
          "timetable": "DAY",
          "start": "09:00",
          "end": "18:00",
          "inFrom": "07:00",
          "inTo": "13:30",
          "outFrom": "13:30",
          "outTo": "22:00"
        },
        "text": "DAY: 09:00–18:00, check-in 07:00–13:30, check-out 13:30–22:00"
      },
      {
        "key": "leave.full",
        "params": {
          "timetable": "DAY",
          "requestId": "L7",
          "minutes": 480
        },
        "text": "Leave L7 covers DAY (480 min)"
      },
      {
        "key": "day.status",
        "params": {
          "status": "leave"
        },
        "text": "Day status: on leave"
      }
    ],
    "calculated_at": "2026-03-09T06:00:00.000Z"
  },
  {
    "employee": 2,
    "emp_code": "1002",
    "date": "2026-03-05",
    "status": "early",
    "timetables": [
      "DAY"
    ],
    "clock_in": "2026-03-05 09:00",
    "clock_out": "2026-03-05 17:30",
    "duty": 480,
    "worked": 450,
    "regular": 450,
    "late": 0,
    "early": 30,
    "short": 30,
    "absent": 0,
    "leave": 0,
    "break_deducted": 60,
    "ot": 0,
    "ot1": 0,
    "ot2": 0,
    "ot3": 0,
    "weekly_ot": 0,
    "weekend_ot": 0,
    "holiday_ot": 0,
    "exceptions": [
      "early"
    ],
    "trace": [
      {
        "key": "rule.resolved",
        "params": {
          "rule": "G"
        },
        "text": "Attendance rule in force: G"
      },
      {
        "key": "schedule.employee",
        "params": {
          "id": "SCH",
          "shift": "S-DAY",
          "slot": 0,
          "timetables": "DAY"
        },
        "text": "Employee schedule SCH, shift S-DAY, day 0: DAY"
      },
      {
        "key": "instance.window",
        "params": {
          "timetable": "DAY",
          "start": "09:00",
          "end": "18:00",
          "inFrom": "07:00",
          "inTo": "13:30",
          "outFrom": "13:30",
          "outTo": "22:00"
        },
        "text": "DAY: 09:00–18:00, check-in 07:00–13:30, check-out 13:30–22:00"
      },
      {
        "key": "punch.clock_in",
        "params": {
          "punchId": "P1",
          "at": "09:00",
          "timetable": "DAY"
        },
        "text": "Punch P1 at 09:00 is the clock-in of DAY"
      },
      {
        "key": "punch.clock_out",
        "params": {
          "punchId": "P2",
          "at": "17:30",
          "timetable": "DAY"
        },
        "text": "Punch P2 at 17:30 is the clock-out of DAY"
      },
      {
        "key": "early.counted",
        "params": {
          "timetable": "DAY",
          "minutes": 30,
          "raw": 30,
          "allowed": 5,
          "mode": "from_start"
        },
        "text": "DAY: early leave 30 min (30 min before end, allowance 5, counting all minutes)"
      },
      {
        "key": "break.auto_deducted",
        "params": {
          "break": "LUNCH",
          "minutes": 60
        },
        "text": "Break LUNCH: 60 min deducted automatically"
      },
      {
        "key": "duty.expected",
        "params": {
          "timetable": "DAY",
          "minutes": 480
        },
        "text": "DAY: expected duty 480 min"
      },
      {
        "key": "duty.worked",
        "params": {
          "timetable": "DAY",
          "minutes": 450,
          "breaks": 60
        },
        "text": "DAY: worked 450 min after 60 min of breaks"
      },
      {
        "key": "duty.short",
        "params": {
          "timetable": "DAY",
          "minutes": 30
        },
        "text": "DAY: short 30 min"
      },
      {
        "key": "instance.status",
        "params": {
          "timetable": "DAY",
          "status": "early"
        },
        "text": "DAY: status left early"
      },
      {
        "key": "day.status",
        "params": {
          "status": "early"
        },
        "text": "Day status: left early"
      }
    ],
    "calculated_at": "2026-03-09T06:00:00.000Z"
  },
  {
    "employee": 2,
    "emp_code": "1002",
    "date": "2026-03-06",
    "status": "present",
    "timetables": [
      "DAY"
    ],
    "clock_in": "2026-03-06 08:58",
    "clock_out": "2026-03-06 18:00",
    "duty": 480,
    "worked": 465,
    "regular": 465,
    "late": 0,
    "early": 0,
    "short": 15,
    "absent": 0,
    "leave": 0,
    "break_deducted": 75,
    "ot": 0,
    "ot1": 0,
    "ot2": 0,
    "ot3": 0,
    "weekly_ot": 0,
    "weekend_ot": 0,
    "holiday_ot": 0,
    "exceptions": [
      "long_break"
    ],
    "trace": [
      {
        "key": "rule.resolved",
        "params": {
          "rule": "G"
        },
        "text": "Attendance rule in force: G"
      },
      {
        "key": "schedule.employee",
        "params": {
          "id": "SCH",
          "shift": "S-DAY",
          "slot": 0,
          "timetables": "DAY"
        },
        "text": "Employee schedule SCH, shift S-DAY, day 0: DAY"
      },
      {
        "key": "instance.window",
        "params": {
          "timetable": "DAY",
          "start": "09:00",
          "end": "18:00",
          "inFrom": "07:00",
          "inTo": "13:30",
          "outFrom": "13:30",
          "outTo": "22:00"
        },
        "text": "DAY: 09:00–18:00, check-in 07:00–13:30, check-out 13:30–22:00"
      },
      {
        "key": "punch.clock_in",
        "params": {
          "punchId": "P1",
          "at": "08:58",
          "timetable": "DAY"
        },
        "text": "Punch P1 at 08:58 is the clock-in of DAY"
      },
      {
        "key": "punch.clock_out",
        "params": {
          "punchId": "P4",
          "at": "18:00",
          "timetable": "DAY"
        },
        "text": "Punch P4 at 18:00 is the clock-out of DAY"
      },
      {
        "key": "punch.break_out",
        "params": {
          "punchId": "P2",
          "at": "13:05",
          "break": "LUNCHP"
        },
        "text": "Punch P2 at 13:05 starts break LUNCHP"
      },
      {
        "key": "punch.break_in",
        "params": {
          "punchId": "P3",
          "at": "14:20",
          "break": "LUNCHP"
        },
        "text": "Punch P3 at 14:20 ends break LUNCHP"
      },
      {
        "key": "break.late",
        "params": {
          "break": "LUNCHP",
          "minutes": 15,
          "grace": 5
        },
        "text": "Break LUNCHP: 15 min late return (grace 5)"
      },
      {
        "key": "break.punched",
        "params": {
          "break": "LUNCHP",
          "taken": 75,
          "deducted": 75,
          "allowance": 60
        },
        "text": "Break LUNCHP: taken 75 min, allowance 60, deducted 75 min"
      },
      {
        "key": "duty.expected",
        "params": {
          "timetable": "DAY",
          "minutes": 480
        },
        "text": "DAY: expected duty 480 min"
      },
      {
        "key": "duty.worked",
        "params": {
          "timetable": "DAY",
          "minutes": 465,
          "breaks": 75
        },
        "text": "DAY: worked 465 min after 75 min of breaks"
      },
      {
        "key": "duty.short",
        "params": {
          "timetable": "DAY",
          "minutes": 15
        },
        "text": "DAY: short 15 min"
      },
      {
        "key": "ot.pre_below_min",
        "params": {
          "timetable": "DAY",
          "minutes": 2,
          "min": 30
        },
        "text": "DAY: arrived 2 min early, below the 30 min overtime minimum"
      },
      {
        "key": "instance.status",
        "params": {
          "timetable": "DAY",
          "status": "present"
        },
        "text": "DAY: status present"
      },
      {
        "key": "day.status",
        "params": {
          "status": "present"
        },
        "text": "Day status: present"
      }
    ],
    "calculated_at": "2026-03-09T06:00:00.000Z"
  },
  {
    "employee": 2,
    "emp_code": "1002",
    "date": "2026-03-07",
    "status": "rest_day",
    "timetables": [],
    "clock_in": null,
    "clock_out": null,
    "duty": 0,
    "worked": 0,
    "regular": 0,
    "late": 0,
    "early": 0,
    "short": 0,
    "absent": 0,
    "leave": 0,
    "break_deducted": 0,
    "ot": 0,
    "ot1": 0,
    "ot2": 0,
    "ot3": 0,
    "weekly_ot": 0,
    "weekend_ot": 0,
    "holiday_ot": 0,
    "exceptions": [],
    "trace": [
      {
        "key": "rule.resolved",
        "params": {
          "rule": "G"
        },
        "text": "Attendance rule in force: G"
      },
      {
        "key": "schedule.employee",
        "params": {
          "id": "SCH",
          "shift": "S-REST",
          "slot": 0,
          "timetables": ""
        },
        "text": "Employee schedule SCH, shift S-REST, day 0: "
      },
      {
        "key": "schedule.rest_day",
        "params": {
          "shift": "S-REST"
        },
        "text": "Rest day in shift S-REST"
      },
      {
        "key": "day.status",
        "params": {
          "status": "rest_day"
        },
        "text": "Day status: rest day"
      }
    ],
    "calculated_at": "2026-03-09T06:00:00.000Z"
  },
  {
    "employee": 2,
    "emp_code": "1002",
    "date": "2026-03-08",
    "status": "rest_day",
    "timetables": [],
    "clock_in": null,
    "clock_out": null,
    "duty": 0,
    "worked": 0,
    "regular": 0,
    "late": 0,
    "early": 0,
    "short": 0,
    "absent": 0,
    "leave": 0,
    "break_deducted": 0,
    "ot": 0,
    "ot1": 0,
    "ot2": 0,
    "ot3": 0,
    "weekly_ot": 0,
    "weekend_ot": 0,
    "holiday_ot": 0,
    "exceptions": [],
    "trace": [
      {
        "key": "rule.resolved",
        "params": {
          "rule": "G"
        },
        "text": "Attendance rule in force: G"
      },
      {
        "key": "schedule.employee",
        "params": {
          "id": "SCH",
          "shift": "S-REST",
          "slot": 0,
          "timetables": ""
        },
        "text": "Employee schedule SCH, shift S-REST, day 0: "
      },
      {
        "key": "schedule.rest_day",
        "params": {
          "shift": "S-REST"
        },
        "text": "Rest day in shift S-REST"
      },
      {
        "key": "day.status",
        "params": {
          "status": "rest_day"
        },
        "text": "Day status: rest day"
      }
    ],
    "calculated_at": "2026-03-09T06:00:00.000Z"
  }
];
