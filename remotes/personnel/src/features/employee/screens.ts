import type { RemoteScreens } from '@timekeep/ui';
import { EmployeeScreen } from './EmployeeScreen';

/** The /team/employee screen: the employee list with its picker filter, create, edit and delete. */
export const EMPLOYEE_SCREENS: RemoteScreens = {
  '/team/employee': EmployeeScreen,
};
