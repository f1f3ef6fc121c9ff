import { useMemo, type ReactElement, type ReactNode } from 'react';
import { Alert, Drawer, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TimeCardRow, TimeCardTraceEntry } from '@timekeep/contracts';
import styles from './TimeCard.module.css';
import { StatusTag } from './TimeCardList';
import { WindowTimeline } from './WindowTimeline';
import { numbersOf, punchesOf, sectionOf, windowsOf, type ExplanationSection } from './explanation-model';
import { clockText, formatMinutes } from './time-card-model';

export interface DayExplanationProps {
  /** the day to explain; null: the drawer is closed */
  row: TimeCardRow | null;
  /** who (code and name) for the title */
  employeeLabel?: string;
  /** punch times ('HH:MM') of the day from the transactions list, when the screen could read them */
  punchTimes?: ReadonlyArray<string>;
  /** the transactions could not be read (the trace's own punch list is shown) */
  punchesFailed?: boolean;
  onClose: () => void;
}

function Sentences({ entries }: { entries: ReadonlyArray<TimeCardTraceEntry> }): ReactElement {
  return (
    <ul className={styles.sentence}>
      {entries.map((entry, index) => (
        <li key={`${entry.key}:${index}`} data-trace-key={entry.key}>
          {entry.text}
        </li>
      ))}
    </ul>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }): ReactElement {
  return (
    <section aria-labelledby={id} data-section={id.split('-').pop()}>
      <Typography.Title level={5} id={id}>
        {title}
      </Typography.Title>
      {children}
    </section>
  );
}

/**
 * Why a day is what it is: its punches with the used ones marked, the timetable windows drawn to scale, the
 * schedule, rules, clock and break steps, and each number with the sentences (the trace's `text`, in the
 * request's language) that produced it; then every step in order.
 */
export function DayExplanation({ row, employeeLabel, punchTimes, punchesFailed, onClose }: DayExplanationProps): ReactElement {
  const { t, i18n } = useTranslation('att');
  const rtl = i18n.dir(i18n.language) === 'rtl';
  const title = row ? t('timeCard.explanation.title', { name: employeeLabel ?? row.emp_code, date: row.date }) : '';
  return (
    <Drawer open={row !== null} onClose={onClose} title={title} placement={rtl ? 'left' : 'right'} size={560} destroyOnHidden closable={{ 'aria-label': t('timeCard.explanation.close') }}>
      {row ? <ExplanationBody row={row} punchTimes={punchTimes} punchesFailed={punchesFailed} /> : null}
    </Drawer>
  );
}

function ExplanationBody({ row, punchTimes, punchesFailed }: { row: TimeCardRow; punchTimes?: ReadonlyArray<string>; punchesFailed?: boolean }): ReactElement {
  const { t, i18n } = useTranslation('att');
  const calculatedAt = new Date(row.calculated_at);
  const punches = useMemo(() => punchesOf(row.trace, punchTimes), [row.trace, punchTimes]);
  const windows = useMemo(() => windowsOf(row.trace), [row.trace]);
  const numbers = useMemo(() => numbersOf(row), [row]);
  const bySection = useMemo(() => {
    const map = new Map<ExplanationSection, TimeCardTraceEntry[]>();
    for (const entry of row.trace) {
      const section = sectionOf(entry.key);
      map.set(section, [...(map.get(section) ?? []), entry]);
    }
    return map;
  }, [row.trace]);
  const sectionTitle = (section: string) => t(`timeCard.explanation.section.${section}`);
  const clockIn = clockText(row.clock_in, row.date);
  const clockOut = clockText(row.clock_out, row.date);

  return (
    <div data-testid="day-explanation">
      <p>
        <StatusTag row={row} /> {row.timetables.join(', ')}
        {clockIn || clockOut ? ` · ${clockIn || t('timeCard.noClock')} – ${clockOut || t('timeCard.noClock')}` : ''}
      </p>
      {row.exceptions.length > 0 ? (
        <p aria-label={t('timeCard.columns.exceptions')}>
          {row.exceptions.map((code) => (
            <Tag key={code} color="warning">
              {t(`timeCard.exception.${code}`, { defaultValue: code })}
            </Tag>
          ))}
        </p>
      ) : null}

      {bySection.get('setup') ? (
        <Section id="tc-setup" title={sectionTitle('setup')}>
          <Sentences entries={bySection.get('setup') ?? []} />
        </Section>
      ) : null}

      {bySection.get('windows') ? (
        <Section id="tc-windows" title={sectionTitle('windows')}>
          {windows.map((win, index) => (
            <WindowTimeline key={`${win.timetable}:${index}`} window={win} punches={punches} />
          ))}
          <Sentences entries={bySection.get('windows') ?? []} />
        </Section>
      ) : null}

      <Section id="tc-punches" title={sectionTitle('punches')}>
        {punchesFailed ? <Alert type="warning" showIcon title={t('timeCard.explanation.punchesFailed')} /> : null}
        {punches.length === 0 ? (
          <Typography.Text type="secondary">{t('timeCard.explanation.noPunches')}</Typography.Text>
        ) : (
          <ul className={styles.sentence} aria-label={sectionTitle('punches')}>
            {punches.map((punch) => (
              <li key={`${punch.at}:${punch.punchId ?? ''}`} data-punch={punch.at} data-used={punch.used}>
                <strong className={styles.clock}>{punch.at}</strong>{' '}
                <Tag color={punch.used ? 'success' : 'default'}>{punch.used ? t('timeCard.explanation.used') : t('timeCard.explanation.notUsed')}</Tag>
                {t(`timeCard.explanation.punchUse.${punch.use}`)}
                {punch.entries.length > 0 ? <Sentences entries={punch.entries} /> : null}
              </li>
            ))}
          </ul>
        )}
      </Section>

      {bySection.get('clock') ? (
        <Section id="tc-clock" title={sectionTitle('clock')}>
          <Sentences entries={bySection.get('clock') ?? []} />
        </Section>
      ) : null}

      {bySection.get('breaks') ? (
        <Section id="tc-breaks" title={sectionTitle('breaks')}>
          <Sentences entries={bySection.get('breaks') ?? []} />
        </Section>
      ) : null}

      <Section id="tc-numbers" title={sectionTitle('numbers')}>
        <table className={styles.numbers}>
          <tbody>
            {numbers.map((number) => (
              <tr key={number.field} data-number={number.field}>
                <th scope="row">{t(`timeCard.columns.${number.field}`)}</th>
                <td className={styles.minutes}>{formatMinutes(number.minutes)}</td>
                <td>{number.entries.length > 0 ? <Sentences entries={number.entries} /> : <Typography.Text type="secondary">{t('timeCard.explanation.noSentence')}</Typography.Text>}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Section>

      <details>
        <summary>{sectionTitle('steps')}</summary>
        <ol data-section="steps">
          {row.trace.map((entry, index) => (
            <li key={`${entry.key}:${index}`} data-trace-key={entry.key}>
              {entry.text}
            </li>
          ))}
        </ol>
      </details>
      <Typography.Text type="secondary">{t('timeCard.explanation.calculatedAt', { time: Number.isNaN(calculatedAt.getTime()) ? row.calculated_at : calculatedAt.toLocaleString(i18n.language) })}</Typography.Text>
    </div>
  );
}
