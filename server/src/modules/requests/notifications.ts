/**
 * Mail about requests (issue 14): when a request is filed or moves to a new level, each approver of that level
 * is told, in their language; when it is decided (approved or rejected), the requester is. Written to the mail
 * outbox in the transaction of the change (ADR 0075), so a mail exists exactly when the change does. In-app
 * notices are not sent: the product has no notification channel yet (its websockets carry jobs and punches).
 */
import type { RequestType } from '@timekeep/contracts';
import { sql } from 'kysely';
import type { AppDeps } from '../../deps';
import { translator } from '../../i18n/translator';
import { enqueueMail } from '../../mail/outbox';
import type { Trx } from '../../resources/types';
import type { Approver, RequestState } from './engine';

interface Recipient {
  email: string;
  language: string;
  /** An employee login reads its approvals in the Personal area, a user at the attendance route. */
  employeeLogin: boolean;
}

/** The attendance and Personal routes of each kind (shared/contracts routes.ts). */
const ROUTES: Readonly<Record<RequestType, string>> = {
  manual_log: 'manual-log',
  leave: 'leave',
  overtime: 'overtime',
  training: 'training',
  swap_schedule: 'swap-schedule',
};

async function companyLanguage(trx: Trx, companyId: number): Promise<string> {
  const row = (await sql<{ language: string }>`select default_language as language from companies where id = ${companyId}`.execute(trx)).rows[0];
  return row?.language ?? 'en';
}

/** The people behind a level's approvers, with an address; each address once. */
async function recipientsOf(trx: Trx, companyId: number, approvers: readonly Approver[]): Promise<Recipient[]> {
  const users = approvers.flatMap((approver) => ('user' in approver ? [approver.user] : []));
  const employees = approvers.flatMap((approver) => ('employee' in approver ? [approver.employee] : []));
  const admins = approvers.some((approver) => 'admins' in approver);
  const found: Recipient[] = [];
  if (users.length > 0) {
    const { rows } = await sql<{ email: string; language: string | null }>`
      select coalesce(u.email, cu.email) as email, u.language from auth_company_users cu left join users u on u.id = cu.user_id
      where cu.company_id = ${companyId} and cu.id in (${sql.join(users)}) and cu.is_active`.execute(trx);
    found.push(...rows.map((row) => ({ email: row.email, language: row.language ?? 'en', employeeLogin: false })));
  }
  if (employees.length > 0) {
    const language = await companyLanguage(trx, companyId);
    const { rows } = await sql<{ email: string }>`select email from employees where company_id = ${companyId} and id in (${sql.join(employees)}) and email <> ''`.execute(trx);
    found.push(...rows.map((row) => ({ email: row.email, language, employeeLogin: true })));
  }
  if (admins) {
    const { rows } = await sql<{ email: string; language: string }>`
      select u.email, u.language from memberships m join users u on u.id = m.user_id
      where m.company_id = ${companyId} and m.role = 'admin' and u.is_active order by u.id`.execute(trx);
    found.push(...rows.map((row) => ({ email: row.email, language: row.language, employeeLogin: false })));
  }
  const seen = new Set<string>();
  return found.filter((recipient) => recipient.email !== '' && !seen.has(recipient.email.toLowerCase()) && seen.add(recipient.email.toLowerCase()));
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
}

async function send(deps: AppDeps, trx: Trx, companyId: number, kind: 'approval_request' | 'approval_result', to: Recipient, subject: string, body: string, link: string): Promise<void> {
  const dir = to.language === 'ar' ? 'rtl' : 'ltr';
  await enqueueMail(deps, trx, {
    companyId,
    kind,
    message: {
      to: to.email,
      subject,
      text: `${body}\n\n${link}\n`,
      html: `<div dir="${dir}" style="font-family:sans-serif"><p>${escapeHtml(body)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p></div>`,
    },
  });
}

export interface RequestMailContext {
  deps: AppDeps;
  trx: Trx;
  companyId: number;
  type: RequestType;
  requestId: number;
  state: Pick<RequestState, 'employee' | 'chain' | 'level' | 'filed_by_user'>;
}

async function employeeName(trx: Trx, companyId: number, employee: number): Promise<string> {
  const row = (await sql<{ name: string }>`select trim(emp_code || ' ' || first_name || ' ' || last_name) as name from employees where company_id = ${companyId} and id = ${employee}`.execute(trx)).rows[0];
  return row?.name ?? `#${employee}`;
}

/** Tells each approver of the request's current level that it waits for them. */
export async function mailLevelApprovers({ deps, trx, companyId, type, requestId, state }: RequestMailContext): Promise<void> {
  const level = state.chain[state.level - 1];
  if (!level) return;
  const recipients = await recipientsOf(trx, companyId, level.approvers);
  if (recipients.length === 0) return;
  const name = await employeeName(trx, companyId, state.employee);
  const base = deps.config.publicUrl.replace(/\/+$/, '');
  for (const to of recipients) {
    const t = translator(deps.config.localesDir, to.language);
    const params = { kind: t(`att:approval.request_types.${type}`), employee: name, id: requestId, level: state.level, levels: state.chain.length };
    const link = to.employeeLogin ? `${base}/personal/approval/${ROUTES[type]}` : `${base}/att/${ROUTES[type]}?approver=me`;
    await send(deps, trx, companyId, 'approval_request', to, t('att:approval.mail.waitingSubject', params), t('att:approval.mail.waitingBody', params), link);
  }
}

/** Tells the requester (the employee, or the user who filed it when the employee has no address) the decision. */
export async function mailRequesterDecision(context: RequestMailContext & { status: 'approved' | 'rejected'; comment: string }): Promise<void> {
  const { deps, trx, companyId, type, requestId, state, status, comment } = context;
  const language = await companyLanguage(trx, companyId);
  const own = (await sql<{ email: string }>`select email from employees where company_id = ${companyId} and id = ${state.employee} and email <> ''`.execute(trx)).rows[0];
  let to: Recipient | undefined = own ? { email: own.email, language, employeeLogin: true } : undefined;
  if (!to && state.filed_by_user !== null) {
    const filer = (await sql<{ email: string; language: string }>`select email, language from users where id = ${state.filed_by_user}`.execute(trx)).rows[0];
    if (filer) to = { email: filer.email, language: filer.language, employeeLogin: false };
  }
  if (!to) return;
  const t = translator(deps.config.localesDir, to.language);
  const params = { kind: t(`att:approval.request_types.${type}`), id: requestId, status: t(`att:approval.statuses.${status}`), comment: comment || '—' };
  const base = deps.config.publicUrl.replace(/\/+$/, '');
  const personal = type === 'swap_schedule' ? `${base}/att/${ROUTES[type]}` : `${base}/personal/request/${ROUTES[type]}`;
  const link = to.employeeLogin ? personal : `${base}/att/${ROUTES[type]}`;
  await send(deps, trx, companyId, 'approval_result', to, t('att:approval.mail.decidedSubject', params), t('att:approval.mail.decidedBody', params), link);
}
