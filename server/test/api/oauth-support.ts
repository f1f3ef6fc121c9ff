/**
 * Helpers for the oauth API tests: calls from distinct client addresses (so per-IP rate limits only bite
 * where a test means them to), the onboarding flow through real mail, and token/DB inspection.
 */
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import type { ReceivedMail } from '../support/smtp-sink';
import type { TestApp } from '../support/test-app';

export const PASSWORD = 'Passw0rd!';
export const BASE = '/web/oauth/api/v2';

let addressCounter = 0;
/** A fresh client address per call unless a test pins one. */
export function nextAddress(): string {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

export interface CallOptions {
  ip?: string;
  host?: string;
  token?: string;
  headers?: Record<string, string>;
}

export async function call(
  t: TestApp,
  method: 'GET' | 'POST',
  url: string,
  body?: unknown,
  options: CallOptions = {},
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { ...(options.headers ?? {}) };
  if (options.host) headers.host = options.host;
  if (options.token) headers.authorization = `JWT ${options.token}`;
  const request: InjectOptions = { method, url, headers, remoteAddress: options.ip ?? nextAddress() };
  if (body !== undefined) request.payload = body as InjectOptions['payload'];
  return t.app.inject(request);
}

export const post = (t: TestApp, path: string, body: unknown, options?: CallOptions) => call(t, 'POST', `${BASE}/${path}/`, body, options);
export const get = (t: TestApp, path: string, options?: CallOptions) => call(t, 'GET', `${BASE}/${path}`, undefined, options);

/** The code of the first `/onboard/<page>?code=` link in a mail, after checking the link's origin. */
export function codeFromMail(t: TestApp, mail: ReceivedMail, page: string): string {
  const base = t.deps.config.publicUrl.replace(/\/+$/, '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`${base}/onboard/${page}\\?code=([A-Za-z0-9_%-]+)`).exec(mail.text);
  if (!match) throw new Error(`no ${page} link in mail "${mail.subject}":\n${mail.text}`);
  return decodeURIComponent(match[1]);
}

/** Every `/onboard/<page>?code=` code in a mail, in order. */
export function codesFromMail(mail: ReceivedMail, page: string): string[] {
  return [...mail.text.matchAll(new RegExp(`/onboard/${page}\\?code=([A-Za-z0-9_%-]+)`, 'g'))].map((m) => decodeURIComponent(m[1]));
}

export function decodeJwt(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as Record<string, unknown>;
}

export function nowSeconds(t: TestApp): number {
  return Math.floor(t.clock.now().getTime() / 1000);
}

export async function countRows(t: TestApp, table: string): Promise<number> {
  const result = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(t.deps.database.db);
  return Number(result.rows[0].n);
}

/** Row counts of every oauth table, to prove bad input changed nothing. */
export async function snapshot(t: TestApp): Promise<Record<string, number>> {
  const tables = ['users', 'companies', 'memberships', 'employee_accounts', 'invitations', 'join_requests', 'one_time_codes', 'refresh_tokens'];
  const counts: Record<string, number> = {};
  for (const table of tables) counts[table] = await countRows(t, table);
  const used = await sql<{ n: number }>`select count(*)::int as n from one_time_codes where used_at is not null`.execute(t.deps.database.db);
  counts.used_codes = Number(used.rows[0].n);
  return counts;
}

/** sign_up/ and the activation mail; returns the activation code. */
export async function signUp(t: TestApp, email: string, options: CallOptions & { language?: string } = {}): Promise<string> {
  const since = t.smtp.messages.length;
  const res = await post(t, 'sign_up', { email, phone_number: '+971501234567', password: PASSWORD, confirm_password: PASSWORD, language: options.language }, options);
  if (res.statusCode !== 200) throw new Error(`sign_up failed: ${res.body}`);
  return codeFromMail(t, await t.smtp.waitFor(email, { since }), 'activation');
}

/** sign_up + activation; returns the company-creation code. */
export async function signUpAndActivate(t: TestApp, email: string): Promise<string> {
  const code = await signUp(t, email);
  const res = await post(t, 'activation', { code });
  if (res.statusCode !== 200) throw new Error(`activation failed: ${res.body}`);
  return res.json().data.code as string;
}

export function companyBody(domain: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    company_name: `${domain} Ltd`,
    company_domain: domain,
    company_address: '1 Sheikh Zayed Road, Dubai',
    company_timezone: 'Asia/Dubai',
    company_country: 'United Arab Emirates',
    company_country_code: 'AE',
    company_province: 'Dubai',
    company_city: 'Dubai',
    company_latitude: 25.2048,
    company_longitude: 55.2708,
    ...extra,
  };
}

/** A user who signed up, activated and created `domain`; returns ids. */
export async function onboardAdmin(t: TestApp, email: string, domain: string): Promise<{ companyId: number; userId: number }> {
  const code = await signUpAndActivate(t, email);
  const res = await post(t, 'company_creation', { ...companyBody(domain), code });
  if (res.statusCode !== 200) throw new Error(`company_creation failed: ${res.body}`);
  const user = await t.deps.database.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  return { companyId: res.json().data.id as number, userId: user.id };
}

/** sign_in/ with the test password; returns data. */
export async function signIn(t: TestApp, username: string, options: CallOptions & { body?: Record<string, unknown> } = {}) {
  const res = await post(t, 'sign_in', { username, password: PASSWORD, ...(options.body ?? {}) }, options);
  if (res.statusCode !== 200) throw new Error(`sign_in failed: ${res.body}`);
  return res.json().data as { token: string; refresh: string; company_domain: string | null; company_id: number | null; expires_in: number };
}

/**
 * The decoded Subject of a mail (RFC 2047 encoded words, folded over several lines; a multi-byte character
 * may be split between words, so bytes are joined before decoding).
 */
export function subjectOf(mail: ReceivedMail): string {
  const head = mail.raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ');
  const line = /^Subject: (.*)$/im.exec(head)?.[1] ?? '';
  const parts: Buffer[] = [];
  let rest = line.trim();
  const word = /^=\?([^?]+)\?([BbQq])\?([^?]*)\?=\s*/;
  while (rest.length > 0) {
    const match = word.exec(rest);
    if (!match) {
      parts.push(Buffer.from(rest, 'utf8'));
      break;
    }
    const [whole, , encoding, text] = match;
    parts.push(
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64')
        : Buffer.from(text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1'),
    );
    rest = rest.slice(whole.length);
  }
  return Buffer.concat(parts).toString('utf8');
}
