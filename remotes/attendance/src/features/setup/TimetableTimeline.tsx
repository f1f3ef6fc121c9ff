import type { ReactElement } from 'react';
import { theme } from 'antd';
import { useTranslation } from 'react-i18next';

export interface TimelineBreak {
  id: number;
  alias: string;
  start: string;
  duration: number;
}

interface TimelineProps {
  start: string;
  duration: number;
  inBefore: number | null;
  inAfter: number | null;
  outBefore: number | null;
  outAfter: number | null;
  allowedLate: number;
  allowedEarly: number;
  breaks: readonly TimelineBreak[];
}

const minutesOf = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const clock = (minutes: number): string => {
  const m = ((minutes % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
};

const WIDTH = 480;
const COLORS = { in: '#1677ff', out: '#52c41a', duty: '#8c8c8c', grace: '#faad14', break: '#722ed1' } as const;

/**
 * A timetable's day drawn to scale (§4.4): the check-in and check-out windows, the duty, the graces at both ends and
 * the breaks, with the engine's defaults for windows left empty. Time runs left to right in every language.
 */
export function TimetableTimeline(props: TimelineProps): ReactElement | null {
  const { t } = useTranslation('att');
  const { token } = theme.useToken();
  const { start, duration } = props;
  if (!/^\d{2}:\d{2}$/.test(start) || !(duration > 0)) return null;
  const inBefore = props.inBefore ?? 120;
  const inAfter = props.inAfter ?? Math.floor(duration / 2);
  const outBefore = props.outBefore ?? duration - Math.floor(duration / 2);
  const outAfter = props.outAfter ?? 240;
  const from = -inBefore;
  const to = duration + outAfter;
  const x = (minute: number) => ((minute - from) / (to - from)) * WIDTH;
  const s = minutesOf(start);
  const overlap = inAfter > duration - outBefore;
  const bar = (key: string, a: number, b: number, y: number, height: number, color: string, label: string) => (
    <rect key={key} x={x(a)} y={y} width={Math.max(1, x(b) - x(a))} height={height} fill={color} fillOpacity={0.35} stroke={color}>
      <title>{`${label}: ${clock(s + a)}–${clock(s + b)}`}</title>
    </rect>
  );
  return (
    <figure style={{ margin: '8px 0 0' }} data-testid="att-timetable-timeline">
      <figcaption style={{ fontSize: 12, marginBottom: 4 }}>{t('setup.timeline.title')}</figcaption>
      <svg viewBox={`0 0 ${WIDTH} 74`} width="100%" role="img" aria-label={t('setup.timeline.title')} style={{ direction: 'ltr', maxWidth: WIDTH }}>
        {bar('in', -inBefore, inAfter, 4, 14, COLORS.in, t('setup.timeline.checkIn'))}
        {bar('out', duration - outBefore, duration + outAfter, 4, 14, COLORS.out, t('setup.timeline.checkOut'))}
        {bar('duty', 0, duration, 24, 14, COLORS.duty, t('setup.timeline.duty'))}
        {props.allowedLate > 0 && bar('late', 0, props.allowedLate, 24, 14, COLORS.grace, t('setup.timeline.grace'))}
        {props.allowedEarly > 0 && bar('early', duration - props.allowedEarly, duration, 24, 14, COLORS.grace, t('setup.timeline.grace'))}
        {props.breaks.map((b) => {
          const offset = (minutesOf(b.start) - s + 1440) % 1440;
          return bar(`break-${b.id}`, offset, offset + b.duration, 42, 10, COLORS.break, `${t('setup.timeline.break')} ${b.alias}`);
        })}
        {[from, 0, duration, to].map((minute) => (
          <text key={minute} x={Math.min(WIDTH - 16, Math.max(16, x(minute)))} y={68} fontSize={10} textAnchor="middle" fill={token.colorText}>
            {clock(s + minute)}
          </text>
        ))}
      </svg>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, fontSize: 12 }}>
        {(['checkIn', 'checkOut', 'duty', 'grace', 'break'] as const).map((key, index) => (
          <span key={key}>
            <span aria-hidden style={{ display: 'inline-block', width: 10, height: 10, marginInlineEnd: 4, background: Object.values(COLORS)[index], opacity: 0.6 }} />
            {t(`setup.timeline.${key}`)}
          </span>
        ))}
      </div>
      {overlap && (
        <div role="alert" style={{ color: token.red7, fontSize: 12 }}>
          {t('setup.timeline.invalid')}
        </div>
      )}
    </figure>
  );
}
