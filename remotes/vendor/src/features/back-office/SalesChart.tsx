/**
 * The vendor dashboard's sales chart on recharts (ADR 0088, ADR 0119): paid revenue per bucket, one bar series
 * per currency (amounts in different currencies are never added up), drawn in the page's theme (antd tokens)
 * and direction (right-to-left languages read time from the right). Loaded on its own chunk.
 */
import type { ReactElement } from 'react';
import { theme } from 'antd';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { VendorSalesData } from '@timekeep/contracts';

const HEIGHT = 280;
/** The first render's size before the container is measured (and in tests, where nothing is measured). */
const INITIAL = { width: 640, height: HEIGHT };

export interface SalesChartProps {
  sales: VendorSalesData;
  rtl: boolean;
  label: string;
}

export default function SalesChart({ sales, rtl, label }: SalesChartProps): ReactElement {
  const { token } = theme.useToken();
  const palette = [token.colorPrimary, token.colorSuccess, token.colorWarning, token.colorError, token.colorInfo, token.colorTextSecondary];
  const tick = { fill: token.colorTextSecondary, fontSize: token.fontSizeSM };
  const data = sales.points.map((point) => ({ start: point.start, ...point.revenue }));
  return (
    <figure role="figure" aria-label={label} data-testid="vendor-sales-chart" style={{ margin: 0, width: '100%', height: HEIGHT }}>
      <ResponsiveContainer width="100%" height={HEIGHT} initialDimension={INITIAL}>
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
          <CartesianGrid vertical={false} stroke={token.colorBorderSecondary} />
          <XAxis dataKey="start" reversed={rtl} tick={tick} minTickGap={16} />
          <YAxis orientation={rtl ? 'right' : 'left'} tick={tick} width={56} />
          <Tooltip
            contentStyle={{ background: token.colorBgElevated, border: `1px solid ${token.colorBorder}`, borderRadius: token.borderRadius, color: token.colorText }}
            labelStyle={{ color: token.colorText }}
            itemStyle={{ color: token.colorText }}
            cursor={{ fill: token.colorFillTertiary }}
          />
          <Legend wrapperStyle={{ color: token.colorText }} />
          {sales.currencies.map((currency, index) => (
            <Bar key={currency} dataKey={currency} name={currency} fill={palette[index % palette.length]} radius={[3, 3, 0, 0]} isAnimationActive={false} />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </figure>
  );
}
