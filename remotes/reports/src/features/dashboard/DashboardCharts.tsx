/**
 * The dashboard's charts on recharts (ADR 0088): SVG drawn in the page's own theme (antd tokens, so the dark theme
 * stays readable) and direction (right-to-left languages read time and bars from the right).
 */
import type { ReactElement, ReactNode } from 'react';
import { theme } from 'antd';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import type { DashboardLateDepartment, DashboardTrendDay } from '@timekeep/contracts';
import { ChartFrame } from './ChartFrame';

function useChartStyle() {
  const { token } = theme.useToken();
  return {
    tick: { fill: token.colorTextSecondary, fontSize: token.fontSizeSM },
    grid: token.colorBorderSecondary,
    tooltip: {
      contentStyle: { background: token.colorBgElevated, border: `1px solid ${token.colorBorder}`, borderRadius: token.borderRadius, color: token.colorText },
      labelStyle: { color: token.colorText },
      itemStyle: { color: token.colorText },
      cursor: { fill: token.colorFillTertiary },
    },
    legend: { color: token.colorText },
    colors: { present: token.colorSuccess, late: token.colorWarning, absent: token.colorError, punches: token.colorPrimary },
  };
}

export interface ChartTexts {
  label: string;
  [series: string]: string;
}

export function PunchesByHourChart({ hours, rtl, texts }: { hours: number[]; rtl: boolean; texts: ChartTexts }): ReactElement {
  const style = useChartStyle();
  const data = hours.map((punches, hour) => ({ hour: String(hour).padStart(2, '0'), punches }));
  return (
    <ChartFrame label={texts.label} testId="dashboard-chart-hours">
      <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
        <CartesianGrid vertical={false} stroke={style.grid} />
        <XAxis dataKey="hour" reversed={rtl} tick={style.tick} interval={1} />
        <YAxis orientation={rtl ? 'right' : 'left'} allowDecimals={false} tick={style.tick} width={36} />
        <Tooltip {...style.tooltip} />
        <Bar dataKey="punches" name={texts.punches} fill={style.colors.punches} radius={[3, 3, 0, 0]} isAnimationActive={false} />
      </BarChart>
    </ChartFrame>
  );
}

export function TrendChart({ trend, rtl, texts }: { trend: DashboardTrendDay[]; rtl: boolean; texts: ChartTexts }): ReactElement {
  const style = useChartStyle();
  const data = trend.map((day) => ({ ...day, day: day.date.slice(5) }));
  const line = (key: 'present' | 'late' | 'absent'): ReactNode => (
    <Line type="monotone" dataKey={key} name={texts[key]} stroke={style.colors[key]} strokeWidth={2} dot={false} isAnimationActive={false} />
  );
  return (
    <ChartFrame label={texts.label} testId="dashboard-chart-trend">
      <LineChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
        <CartesianGrid vertical={false} stroke={style.grid} />
        <XAxis dataKey="day" reversed={rtl} tick={style.tick} minTickGap={16} />
        <YAxis orientation={rtl ? 'right' : 'left'} allowDecimals={false} tick={style.tick} width={36} />
        <Tooltip {...style.tooltip} />
        <Legend wrapperStyle={style.legend} />
        {line('present')}
        {line('late')}
        {line('absent')}
      </LineChart>
    </ChartFrame>
  );
}

/** `onSelect`: a bar opens the report behind it (the list beside the chart has the same links for the keyboard). */
export function LateDepartmentsChart({ departments, rtl, texts, onSelect }: { departments: (DashboardLateDepartment & { label: string })[]; rtl: boolean; texts: ChartTexts; onSelect?: (department: number | null) => void }): ReactElement {
  const style = useChartStyle();
  return (
    <ChartFrame label={texts.label} testId="dashboard-chart-departments">
      <BarChart data={departments} layout="vertical" margin={{ top: 8, right: 16, bottom: 0, left: 16 }}>
        <CartesianGrid horizontal={false} stroke={style.grid} />
        <XAxis type="number" reversed={rtl} allowDecimals={false} tick={style.tick} />
        <YAxis type="category" dataKey="label" orientation={rtl ? 'right' : 'left'} tick={style.tick} width={110} />
        <Tooltip {...style.tooltip} />
        <Bar
          dataKey="late_days"
          name={texts.late_days}
          fill={style.colors.late}
          radius={rtl ? [3, 0, 0, 3] : [0, 3, 3, 0]}
          isAnimationActive={false}
          cursor={onSelect ? 'pointer' : undefined}
          onClick={onSelect ? (_data, index) => onSelect(departments[index]?.department ?? null) : undefined}
        />
      </BarChart>
    </ChartFrame>
  );
}
