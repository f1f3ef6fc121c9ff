import type { ReactElement } from 'react';
import { ResponsiveContainer } from 'recharts';

export const CHART_HEIGHT = 260;
/** The first render's size before the container is measured (and in tests, where nothing is measured). */
const INITIAL = { width: 560, height: CHART_HEIGHT };

export interface ChartFrameProps {
  label: string;
  testId: string;
  children: ReactElement;
}

/** A named figure for assistive technology around one responsive chart (the dashboards' charts, ADR 0088). */
export function ChartFrame({ label, testId, children }: ChartFrameProps): ReactElement {
  return (
    <figure role="figure" aria-label={label} data-testid={testId} style={{ margin: 0, width: '100%', height: CHART_HEIGHT }}>
      <ResponsiveContainer width="100%" height={CHART_HEIGHT} initialDimension={INITIAL}>
        {children}
      </ResponsiveContainer>
    </figure>
  );
}
