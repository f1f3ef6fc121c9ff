import { Suspense, type ReactElement } from 'react';
import { lazyNamed } from '../lazy/lazyNamed';
import { LoadingBox } from '../lazy/LoadingBox';
import type { Employee, EmployeeId } from './employeeQueries';

export interface EmployeeGridProps {
  rows: ReadonlyArray<Employee>;
  selectedIds: ReadonlySet<EmployeeId>;
  /** A user (click, checkbox, Space) selected or unselected a row. */
  onToggle: (employee: Employee, selected: boolean) => void;
  loading?: boolean;
  /** Fixed height, or undefined to size to the rows (used in tests, where jsdom has no layout). */
  height?: number | string;
}

const EmployeeAgGrid = lazyNamed(() =>
  import(/* webpackChunkName: "ui-employee-grid" */ './EmployeeAgGrid').then((m) => m.EmployeeAgGrid),
);

/** One page of employees with checkbox selection; ag-grid loads with the first grid that renders. */
export function EmployeeGrid(props: EmployeeGridProps): ReactElement {
  return (
    <Suspense fallback={<LoadingBox height={props.height ?? 160} testId="employee-grid-loading" />}>
      <EmployeeAgGrid {...props} />
    </Suspense>
  );
}
