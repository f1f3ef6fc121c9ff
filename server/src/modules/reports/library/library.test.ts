/** The library registry: every SPEC-named report is served, and its title and headers exist in all five languages. */
import fs from 'node:fs';
import path from 'node:path';
import { AREAS, MATRIX_REPORTS, SUMMARY_REPORTS, TRANSACTION_REPORTS } from '@timekeep/contracts';
import { LANGUAGES } from '../../../i18n/translator';
import { REPORT_LIBRARY } from './index';

const LOCALES = path.resolve(__dirname, '../../../../../shared/i18n/locales');

function text(language: string, key: string): unknown {
  const [namespace, rest] = key.split(':');
  let node: unknown = JSON.parse(fs.readFileSync(path.join(LOCALES, language, `${namespace}.json`), 'utf8'));
  for (const part of rest.split('.')) node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
  return node;
}

test('the transaction, matrix and summary reports of the client lists are all served', () => {
  expect([...REPORT_LIBRARY.keys()]).toEqual(expect.arrayContaining([...TRANSACTION_REPORTS, ...MATRIX_REPORTS, ...SUMMARY_REPORTS]));
  expect(SUMMARY_REPORTS).toContain('monthly_detailed_summary');
});

test('every route of the SPEC §2 library is a report of the pinned API, total-timecard included', () => {
  const routes = AREAS.flatMap((area) => area.pages.filter((page) => page.startsWith('report-library/')).map((page) => page.slice('report-library/'.length)));
  expect(routes).toHaveLength(35);
  expect(routes.filter((route) => !REPORT_LIBRARY.has(route))).toEqual([]);
});

test.each([...LANGUAGES])('titles and column headers are translated in %s', (language) => {
  const missing: string[] = [];
  for (const report of REPORT_LIBRARY.values()) {
    for (const key of [report.title, ...report.columns.map((column) => column.title)]) {
      if (typeof text(language, key) !== 'string' || text(language, key) === '') missing.push(`${report.name}: ${key}`);
    }
  }
  expect(missing).toEqual([]);
});

test('every summed column is a number or minutes, and every minutes column of a summary names its pay code', () => {
  for (const name of SUMMARY_REPORTS) {
    const report = REPORT_LIBRARY.get(name);
    for (const column of report?.columns ?? []) {
      if (column.total) expect([name, column.kind === 'number' || column.kind === 'minutes']).toEqual([name, true]);
      if (column.kind === 'minutes') expect([name, column.key, typeof column.payCode]).toEqual([name, column.key, 'string']);
    }
  }
});
