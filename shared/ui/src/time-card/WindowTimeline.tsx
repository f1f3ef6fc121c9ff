import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './TimeCard.module.css';
import { traceTimeMinutes, type ExplainedPunch, type ExplainedWindow } from './explanation-model';

/**
 * A timetable drawn to scale: the check-in and check-out windows on the top line, the shift below, the punches as
 * dots (filled: used). Positions are logical (inset-inline-start), so the drawing runs right to left in Arabic.
 */
export function WindowTimeline({ window: win, punches }: { window: ExplainedWindow; punches: ReadonlyArray<ExplainedPunch> }): ReactElement | null {
  const { t } = useTranslation('att');
  const points = [win.inFrom, win.inTo, win.outFrom, win.outTo, win.start, win.end].map(traceTimeMinutes);
  if (points.some(Number.isNaN)) return null;
  const [inFrom, inTo, outFrom, outTo, start, end] = points;
  const punchMinutes = punches.map((punch) => ({ punch, minute: traceTimeMinutes(punch.at) })).filter(({ minute }) => !Number.isNaN(minute));
  const from = Math.min(inFrom, start, ...punchMinutes.map(({ minute }) => minute)) - 30;
  const to = Math.max(outTo, end, ...punchMinutes.map(({ minute }) => minute)) + 30;
  const at = (minute: number) => `${((minute - from) / (to - from)) * 100}%`;
  const span = (a: number, b: number) => ({ insetInlineStart: at(a), width: `${((b - a) / (to - from)) * 100}%` });
  return (
    <div className={styles.timeline} role="img" aria-label={t('timeCard.explanation.timeline', { timetable: win.timetable })}>
      <span className={`${styles.band} ${styles.checkIn}`} style={span(inFrom, inTo)} title={t('timeCard.explanation.window.checkIn', { from: win.inFrom, to: win.inTo })} />
      <span className={`${styles.band} ${styles.checkOut}`} style={span(outFrom, outTo)} title={t('timeCard.explanation.window.checkOut', { from: win.outFrom, to: win.outTo })} />
      <span className={`${styles.band} ${styles.shift}`} style={span(start, end)} title={t('timeCard.explanation.window.shift', { start: win.start, end: win.end })} />
      {punchMinutes.map(({ punch, minute }) => (
        <span key={`${punch.at}:${punch.punchId ?? ''}`} className={`${styles.punch} ${punch.used ? styles.punchUsed : ''}`} style={{ insetInlineStart: at(minute) }} title={punch.at} />
      ))}
    </div>
  );
}
