import { useState, type ReactElement } from 'react';
import type { ApiClient } from '@timekeep/api-client';
import type { TimeCardRow } from '@timekeep/contracts';
import { DayExplanation } from './DayExplanation';
import { employeeLineLabel, TimeCardGrid } from './TimeCardGrid';
import { TimeCardList } from './TimeCardList';
import { useDayPunches } from './time-card-data';
import type { TimeCardEmployee } from './time-card-model';

export type TimeCardViewMode = 'grid' | 'list';

export interface TimeCardViewProps {
  client: ApiClient;
  rows: ReadonlyArray<TimeCardRow>;
  dates: ReadonlyArray<string>;
  employees?: ReadonlyArray<TimeCardEmployee>;
  view: TimeCardViewMode;
  /** read the open day's punches from the transactions list (administrators; an employee login cannot) */
  withTransactions?: boolean;
}

/** The grid or the list, and the explanation of the day chosen in either. */
export function TimeCardView({ client, rows, dates, employees, view, withTransactions = false }: TimeCardViewProps): ReactElement {
  const [open, setOpen] = useState<{ row: TimeCardRow; employee: TimeCardEmployee } | null>(null);
  const punches = useDayPunches(client, open?.row ?? null, withTransactions);
  const onOpenDay = (row: TimeCardRow, employee: TimeCardEmployee) => setOpen({ row, employee });
  return (
    <>
      {view === 'grid' ? (
        <TimeCardGrid rows={rows} dates={dates} employees={employees} onOpenDay={onOpenDay} />
      ) : (
        <TimeCardList rows={rows} employees={employees} onOpenDay={onOpenDay} />
      )}
      <DayExplanation
        row={open?.row ?? null}
        employeeLabel={open ? employeeLineLabel(open.employee) : undefined}
        punchTimes={punches.punchTimes}
        punchesFailed={punches.failed}
        onClose={() => setOpen(null)}
      />
    </>
  );
}
