import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DAILY_REPORTS } from '@timekeep/contracts';
import { DAY_STATUSES } from '../../../attendance/engine/result';
import { translator } from '../../../i18n/translator';
import type { Row } from '../../../resources/types';
import { dayLabels } from './daily';
import { REPORT_LIBRARY } from './index';

const LOCALES = path.resolve(__dirname, '../../../../../shared/i18n/locales');
const LANGUAGES = ['en', 'es-MX', 'tr', 'zh-CN', 'ar'];

/** The text of `namespace:a.b.c` in one language's file, without the English fallback of the translator. */
function ownText(language: string, key: string): unknown {
  const [namespace, rest] = key.split(':');
  const file = JSON.parse(readFileSync(path.join(LOCALES, language, `${namespace}.json`), 'utf8')) as Record<string, unknown>;
  return rest.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), file);
}

describe('the daily reports', () => {
  it('are all registered under their SPEC route names, with sortable keys the framework can order by', () => {
    for (const name of DAILY_REPORTS) {
      const report = REPORT_LIBRARY.get(name);
      expect(report?.name).toBe(name);
      const keys = new Set(report?.columns.map((column) => column.key));
      expect(report?.order.every((key) => keys.has(key.replace(/^-/, '')))).toBe(true);
      // totals only over numbers
      expect(report?.columns.filter((column) => column.total).every((column) => column.kind === 'number' || column.kind === 'minutes')).toBe(true);
    }
  });

  it('have their title, every column and every day status translated in all five languages', () => {
    const keys = new Set<string>();
    for (const name of DAILY_REPORTS) {
      const report = REPORT_LIBRARY.get(name);
      keys.add(report?.title ?? `missing ${name}`);
      for (const column of report?.columns ?? []) keys.add(column.title);
    }
    for (const status of DAY_STATUSES) keys.add(`report:library.day_status.${status}`);
    for (const language of LANGUAGES) {
      const missing = [...keys].filter((key) => typeof ownText(language, key) !== 'string' || ownText(language, key) === '');
      expect({ language, missing }).toEqual({ language, missing: [] });
    }
  });

  it('label statuses and exception codes in the request language and keep the other values', async () => {
    const label = await dayLabels({ t: translator(LOCALES, 'tr') } as Parameters<typeof dayLabels>[0]);
    const row: Row = { status: 'late_and_early', exceptions: 'late,missing_out', late: 20 };
    expect(label(row)).toEqual({ status: 'Geç geldi, erken çıktı', exceptions: `${ownText('tr', 'att:timeCard.exception.late')}, ${ownText('tr', 'att:timeCard.exception.missing_out')}`, late: 20 });
    expect(label({ status: 'present', exceptions: '' })).toEqual({ status: 'Geldi', exceptions: '' });
  });
});
