/**
 * Reports (issue 15, ADR 0074): the report settings (pay codes, punch states, the company's report setting)
 * and the report library under the pinned `GET /web/att/api/v2/reports/<report>/` — any declared report,
 * server-paged, company-scoped, `&export=xlsx|csv|pdf` as a background job.
 */
import { PERSONAL_REPORTS, REPORT_CONTRACT, REPORTS_PATH } from '@timekeep/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { ApiError } from '../../http/api-error';
import { ok } from '../../http/envelope';
import { languageOf, translator } from '../../i18n/translator';
import { writeOperationLog } from '../../resources/operation-log';
import { codenameOf, forbidden, grantsOf, holds, userIdOf } from '../../resources/permissions';
import { registerResource } from '../../resources/register';
import { resourceRegistry } from '../../resources/registry';
import type { ServerModule } from '../module';
import { REPORT_CODES } from './codes';
import { REPORT_EXPORT_FORMATS, REPORT_EXPORT_JOB, registerReportExportJob, type ReportExportFormat, type ReportExportPayload } from './export';
import { reportColumns } from './definition';
import { REPORT_LIBRARY } from './library';
import { hasStatusCells, loadPayCodes, statusLegend } from './pay-codes';
import { columnsOf, MAX_PAGE_SIZE, orderOf, pageWithTotals, parseFilters } from './query';
import { ATT_PREFIX, payCodes, punchStates, registerReportSettingRoutes } from './settings';
import { registerReportTemplateRoutes } from './templates';

export { REPORT_CODES, REPORT_LIBRARY };

const VIEW = codenameOf(REPORT_CONTRACT, 'view');
const PERSONAL_REPORT_NAMES: ReadonlySet<string> = new Set(Object.values(PERSONAL_REPORTS));
const EXPORT = codenameOf(REPORT_CONTRACT, 'export');

function registerReportRoutes(app: FastifyInstance, deps: AppDeps): void {
  // The reports' permissions (att.view_report, att.export_report) join the permission list and group editor.
  resourceRegistry(deps).set(REPORT_CONTRACT.name, { contract: REPORT_CONTRACT, prefix: ATT_PREFIX, codes: { ok: REPORT_CODES.ok }, table: 'transactions' });
  registerReportExportJob(deps);
  const base = `/web${REPORTS_PATH}`.slice(ATT_PREFIX.length);
  const schema = { tags: ['att'], security: [{ jwt: [] }] };

  app.get(base, { preValidation: [app.requireCompany], schema: { ...schema, summary: 'The reports this server serves, with their columns' } }, async (request) => {
    const t = translator(deps.config.localesDir, languageOf(request));
    return ok([...REPORT_LIBRARY.values()].map((report) => ({ name: report.name, title: t(report.title), columns: columnsOf(report, t) })), REPORT_CODES.ok);
  });

  app.get(
    `${base}:report/`,
    {
      preValidation: [app.requireCompany],
      schema: {
        ...schema,
        summary: 'One report: a page of rows, the columns and the totals; `export` starts a file job',
        params: { type: 'object', properties: { report: { type: 'string', maxLength: 60 } }, required: ['report'] },
        querystring: {
          type: 'object',
          properties: {
            start_date: { type: 'string', maxLength: 10 },
            end_date: { type: 'string', maxLength: 10 },
            department__in: { type: 'string', maxLength: 10000 },
            employee__in: { type: 'string', maxLength: 20000 },
            page: { type: 'integer', minimum: 1, default: 1 },
            page_size: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, default: 20 },
            ordering: { type: 'string', maxLength: 60 },
            export: { type: 'string', enum: [...REPORT_EXPORT_FORMATS] },
          },
        },
      },
    },
    async (request, reply) => {
      const companyId = request.auth?.companyId as number;
      const { report } = request.params as { report: string };
      const query = request.query as Record<string, string | number | undefined>;
      const definition = REPORT_LIBRARY.get(report);
      const language = languageOf(request);
      const t = translator(deps.config.localesDir, language);
      const format = query.export as ReportExportFormat | undefined;
      const answer = await deps.database.withTenant(companyId, async (trx) => {
        const grants = await grantsOf(deps, request, trx);
        // An employee login runs its personal reports (JSON only), on its own rows: another employee is refused.
        const own = grants.employeeId;
        if (own !== null ? format || !PERSONAL_REPORT_NAMES.has(report) : !holds(grants, VIEW) || (format && !holds(grants, EXPORT))) throw forbidden();
        if (!definition) throw new ApiError(404, REPORT_CODES.unknownReport, { message: 'There is no such report.', params: { report } });
        const asked = parseFilters(companyId, query);
        if (own !== null && asked.employees.some((id) => id !== own)) throw forbidden();
        const filters = own !== null ? { ...asked, employees: [own] } : asked;
        const order = orderOf(definition, query.ordering, filters);
        if (format) {
          const kept = Object.fromEntries(
            ['start_date', 'end_date', 'department__in', 'employee__in', 'ordering'].flatMap((key) => (query[key] === undefined ? [] : [[key, String(query[key])]])),
          );
          const payload: ReportExportPayload = { report, format, language, query: kept };
          const job = await deps.jobs.enqueue({ kind: REPORT_EXPORT_JOB, companyId, userId: userIdOf(request), permission: EXPORT, payload, maxAttempts: 2 }, trx);
          await writeOperationLog(trx, { companyId, userId: userIdOf(request), time: deps.now(), action: 'export', resource: REPORT_CONTRACT.name, objectId: report, summary: `${report} (${format})`, ip: request.ip });
          return { job };
        }
        const page = Number(query.page ?? 1);
        const pageSize = Number(query.page_size ?? 20);
        const { rows, total, totals } = await pageWithTotals(trx, definition, filters, order, pageSize, (page - 1) * pageSize);
        const context = { trx, filters, t, now: deps.now() };
        await definition.completePage?.(context, rows);
        const prepare = definition.prepare ? await definition.prepare(context) : null;
        const legend = hasStatusCells(reportColumns(definition, filters)) ? { legend: statusLegend(await loadPayCodes(trx, companyId), t) } : {};
        return { columns: columnsOf(definition, t, filters), data: prepare ? rows.map(prepare) : rows, total, page, page_size: pageSize, totals, ...legend };
      });
      if ('job' in answer) return reply.status(202).send(ok({ job: answer.job }, REPORT_CODES.ok));
      return ok(answer, REPORT_CODES.ok);
    },
  );
}

export const reportsModule: ServerModule = {
  name: 'reports',
  prefix: ATT_PREFIX,
  async register(app, deps) {
    registerResource(app, deps, payCodes);
    registerResource(app, deps, punchStates);
    registerReportSettingRoutes(app, deps);
    registerReportRoutes(app, deps);
    registerReportTemplateRoutes(app, deps);
  },
};
