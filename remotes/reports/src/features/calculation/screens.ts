import type { RemoteScreens } from '@timekeep/ui';
import { CalculationScreen } from './CalculationScreen';

/** On-demand recalculation of the stored time cards (issue 13). */
export const CALCULATION_SCREENS: RemoteScreens = {
  '/report/calculation': CalculationScreen,
};
