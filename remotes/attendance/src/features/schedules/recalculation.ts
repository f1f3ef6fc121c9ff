import type { Translate } from '@timekeep/ui';

/**
 * "N employee-days will be recalculated" after a write that touched past dates (the server answers the count as
 * `recalculating`); nothing when none.
 */
export function recalculationText(t: Translate, count: unknown): string {
  return typeof count === 'number' && count > 0 ? t('att:schedule.recalculating', { count }) : '';
}
