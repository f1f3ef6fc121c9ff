/**
 * Sends the oauth mails: picks language and branding, builds links from PUBLIC_URL, and never lets a mail
 * failure undo the account change that was already committed (the user can ask for the mail again).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../../deps';
import type { MailMessage } from '../../../mail/mailer';
import { identifyRegion } from '../../region/region-repository';
import { normalizeLanguage, type MailLanguage } from '../context';
import type { Branding, MailContext } from './templates';
import { mailTranslator } from './translations';

/** `${publicUrl}/onboard/<page>?code=<code>` (the onboarding page that handles the link). */
export function onboardLink(deps: AppDeps, page: string, code: string): string {
  const base = deps.config.publicUrl.replace(/\/+$/, '');
  return `${base}/onboard/${page}?code=${encodeURIComponent(code)}`;
}

/** Branding of the region by code (the user's region) or, failing that, by the request host. */
export async function brandingFor(deps: AppDeps, where: { regionCode?: string | null; host: string }): Promise<Branding> {
  const db = deps.database.db;
  let region = where.regionCode
    ? await db.selectFrom('regions').select(['code', 'product_name', 'website', 'copyright', 'logo']).where('code', '=', where.regionCode).executeTakeFirst()
    : undefined;
  region ??= await identifyRegion(db, where.host);
  const base = deps.config.publicUrl.replace(/\/+$/, '');
  if (!region) return { product_name: 'Timekeep', website: base, copyright: '', logoUrl: `${base}/web/static/logos/global.svg` };
  const logoUrl = /^https?:\/\//.test(region.logo) ? region.logo : `${base}${region.logo}`;
  return { product_name: region.product_name, website: region.website, copyright: region.copyright, logoUrl };
}

export function mailContext(deps: AppDeps, language: string, brand: Branding): MailContext {
  const lng: MailLanguage = normalizeLanguage(language) ?? 'en';
  return { t: mailTranslator(deps.config.localesDir, lng), brand, dir: lng === 'ar' ? 'rtl' : 'ltr' };
}

export async function deliver(deps: AppDeps, log: FastifyBaseLogger, message: MailMessage): Promise<void> {
  try {
    await deps.mailer.send(message);
  } catch (error) {
    log.error({ err: error, to: message.to, subject: message.subject }, 'oauth mail could not be sent');
  }
}
