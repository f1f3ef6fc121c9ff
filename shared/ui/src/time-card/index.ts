export { TimeCardGrid, employeeLineLabel, type TimeCardGridProps } from './TimeCardGrid';
export { TimeCardList, StatusTag, type TimeCardListProps } from './TimeCardList';
export { TimeCardLegend, categoryClass as timeCardCategoryClass } from './TimeCardLegend';
export { DayExplanation, type DayExplanationProps } from './DayExplanation';
export { TimeCardView, type TimeCardViewProps, type TimeCardViewMode } from './TimeCardView';
export { fetchTimeCards, useTimeCards, fetchDayPunchTimes, useDayPunches, TIME_CARD_READ_SIZE, type TimeCardState, type DayPunchesState } from './time-card-data';
export {
  formatMinutes,
  asLabel,
  dayCategory,
  overtimeOf,
  clockText,
  datesBetween,
  monthRange,
  isoDate,
  weekdayOf,
  indexRows,
  employeesOfRows,
  totalsOf,
  DAY_CATEGORIES,
  TOTAL_COLUMNS,
  type DayCategory,
  type TimeCardEmployee,
  type TimeCardTotals,
} from './time-card-model';
export { punchesOf, windowsOf, numbersOf, sectionOf, traceTimeMinutes, type ExplainedPunch, type ExplainedWindow, type ExplainedNumber, type PunchUse } from './explanation-model';
