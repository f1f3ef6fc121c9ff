/**
 * `/web/system/api/v2/email-setting/` (issue 15, ADR 0089): the company's sender and optional own SMTP server,
 * read and saved by administrators (the password is sealed at rest and never sent back: `smtp_password_set`
 * says whether one is stored), and `test/`: a test mail through the outbox like every product mail, tried once,
 * whose outcome (sent, or the SMTP error) the screen reads from `test/<id>/`.
 */
import { GENERAL_CODES, MAIL_SETTING_CONTRACT } from '@timekeep/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { AppDeps } from '../../../deps';
import { ApiError } from '../../../http/api-error';
import { ok } from '../../../http/envelope';
import { languageOf, translator } from '../../../i18n/translator';
import { readCompanyMailRow } from '../../../mail/company-sender';
import { enqueueMail } from '../../../mail/outbox';
import { checkInput } from '../../../resources/fields';
import { writeOperationLog } from '../../../resources/operation-log';
import { forbidden, grantsOf, userIdOf } from '../../../resources/permissions';
import { SYSTEM_CODES } from '../codes';
import { seal } from './secrets';

const EMAIL = /^[^\s@,;<>]+@[^\s@,;<>]+\.[^\s@,;<>]+$/;

async function readSetting(deps: AppDeps, companyId: number): Promise<Record<string, unknown>> {
  const row = await readCompanyMailRow(deps, companyId);
  if (!row) {
    return {
      sender_name: '', sender_email: '', smtp_enabled: false, smtp_host: '', smtp_port: 587, smtp_security: 'starttls', smtp_user: '', smtp_password_set: false,
    };
  }
  const { smtp_password_sealed: sealed, ...rest } = row;
  return { ...rest, smtp_port: Number(rest.smtp_port), smtp_password_set: sealed !== '' };
}

async function requireAdmin(deps: AppDeps, request: FastifyRequest): Promise<number> {
  if (!(await grantsOf(deps, request)).isAdmin) throw forbidden();
  return request.auth?.companyId as number;
}

export function registerMailSettingRoutes(app: FastifyInstance, deps: AppDeps): void {
  const schema = { tags: ['system'], security: [{ jwt: [] }] };
  app.get('/email-setting/', { preValidation: [app.requireCompany], schema: { ...schema, summary: 'The company e-mail setting (administrators)' } }, async (request) => {
    const companyId = await requireAdmin(deps, request);
    return ok(await readSetting(deps, companyId), SYSTEM_CODES.ok);
  });

  app.put('/email-setting/', { preValidation: [app.requireCompany], schema: { ...schema, summary: 'Save the company e-mail setting (administrators)' } }, async (request) => {
    const companyId = await requireAdmin(deps, request);
    const { values, sent } = checkInput(MAIL_SETTING_CONTRACT, request.body, 'replace');
    if (values.smtp_enabled === true && values.smtp_host === '') {
      throw new ApiError(400, SYSTEM_CODES.smtpHostRequired, { message: 'Give the host of your SMTP server.', fields: { smtp_host: SYSTEM_CODES.smtpHostRequired } });
    }
    const password = String(values.smtp_password ?? '');
    await deps.database.withTenant(companyId, async (trx) => {
      // '' keeps the stored password: the screen never has it to send back.
      const sealed = password === '' ? sql`coalesce((select smtp_password_sealed from company_mail_settings where company_id = ${companyId}), '')` : sql`${seal(deps.keys, password)}`;
      await sql`
        insert into company_mail_settings (company_id, sender_name, sender_email, smtp_enabled, smtp_host, smtp_port, smtp_security, smtp_user, smtp_password_sealed, updated_at)
        values (${companyId}, ${values.sender_name as string}, ${values.sender_email as string}, ${values.smtp_enabled as boolean}, ${values.smtp_host as string},
          ${values.smtp_port as number}, ${values.smtp_security as string}, ${values.smtp_user as string}, ${sealed}, ${deps.now()})
        on conflict (company_id) do update set sender_name = excluded.sender_name, sender_email = excluded.sender_email, smtp_enabled = excluded.smtp_enabled,
          smtp_host = excluded.smtp_host, smtp_port = excluded.smtp_port, smtp_security = excluded.smtp_security, smtp_user = excluded.smtp_user,
          smtp_password_sealed = excluded.smtp_password_sealed, updated_at = excluded.updated_at`.execute(trx);
      await writeOperationLog(trx, {
        companyId, userId: userIdOf(request), time: deps.now(), action: 'update', resource: MAIL_SETTING_CONTRACT.name,
        objectId: String(companyId), summary: [...sent].filter((field) => field !== 'smtp_password').join(', '), ip: request.ip,
      });
    });
    return ok(await readSetting(deps, companyId), SYSTEM_CODES.ok);
  });

  app.post(
    '/email-setting/test/',
    {
      preValidation: [app.requireCompany],
      // RATE_LIMIT_SCALE is applied by the app to every route's limit.
      config: { rateLimit: { max: 10, timeWindow: 60_000 } },
      schema: { ...schema, summary: 'Send a test mail with the saved setting (administrators); read its outcome from test/<id>/' },
    },
    async (request) => {
      const companyId = await requireAdmin(deps, request);
      const body = request.body as { to?: unknown } | null;
      const to = typeof body?.to === 'string' ? body.to.trim() : '';
      if (!EMAIL.test(to) || to.length > 254) throw new ApiError(400, GENERAL_CODES.validation, { message: 'The request is not valid.', fields: { to: 'invalid' } });
      const t = translator(deps.config.localesDir, languageOf(request));
      const mail = await deps.database.withTenant(companyId, (trx) =>
        enqueueMail(deps, trx, { companyId, kind: 'test_mail', message: { to, subject: t('sys:mailsetting.test.subject'), text: t('sys:mailsetting.test.body') }, maxAttempts: 1 }),
      );
      return ok({ mail }, SYSTEM_CODES.ok);
    },
  );

  app.get(
    '/email-setting/test/:id/',
    {
      preValidation: [app.requireCompany],
      schema: { ...schema, summary: 'A test mail: queued, sent, or failed with the SMTP error', params: { type: 'object', properties: { id: { type: 'integer', minimum: 1 } }, required: ['id'] } },
    },
    async (request) => {
      const companyId = await requireAdmin(deps, request);
      const { id } = request.params as { id: number };
      const row = await deps.database.withTenant(companyId, async (trx) =>
        (await sql<{ status: string; last_error: string | null; recipient: string }>`select status, last_error, recipient from mail_outbox
          where company_id = ${companyId} and id = ${id} and kind = 'test_mail'`.execute(trx)).rows[0]);
      if (!row) throw new ApiError(404, SYSTEM_CODES.noTestMail, { message: 'There is no such test mail.' });
      return ok({ id, status: row.status, error: row.last_error, to: row.recipient }, SYSTEM_CODES.ok);
    },
  );
}
