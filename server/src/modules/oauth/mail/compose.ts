/**
 * Composes the oauth mails: picks language and branding and builds links from PUBLIC_URL. They are sent through
 * the outbox (src/mail/outbox.ts, ADR 0075), written in the transaction of the change that causes them.
 */
import { localizedCopyright } from '@timekeep/contracts';
import type { AppDeps } from '../../../deps';
import { translator } from '../../../i18n/translator';
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

/**
 * The mail's language, texts and branding. The region's copyright line is said in that language with this year,
 * as the pages say it (localizedCopyright): stored English, it stayed English in every mail and garbled in Arabic.
 */
export function mailContext(deps: { config: Pick<AppDeps['config'], 'localesDir'>; now: () => Date }, language: string, brand: Branding): MailContext {
  const lng: MailLanguage = normalizeLanguage(language) ?? 'en';
  const t = translator(deps.config.localesDir, lng);
  const copyright = localizedCopyright(brand.copyright, deps.now().getUTCFullYear(), (key, params) => t(key, params));
  return { t: mailTranslator(deps.config.localesDir, lng), brand: { ...brand, copyright }, dir: lng === 'ar' ? 'rtl' : 'ltr' };
}
