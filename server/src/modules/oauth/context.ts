/** What a request tells the oauth flows besides its body: the user's language and the company host. */
import type { FastifyRequest } from 'fastify';

export const MAIL_LANGUAGES = ['en', 'es-MX', 'ar', 'tr', 'zh-CN'] as const;
export type MailLanguage = (typeof MAIL_LANGUAGES)[number];

/** Maps any language tag onto one we ship (same mapping as the client: es-* → es-MX, zh-* → zh-CN …). */
export function normalizeLanguage(tag: unknown): MailLanguage | undefined {
  if (typeof tag !== 'string' || tag.trim() === '') return undefined;
  const base = tag.trim().split(/[-_]/)[0].toLowerCase();
  switch (base) {
    case 'en':
      return 'en';
    case 'es':
      return 'es-MX';
    case 'ar':
      return 'ar';
    case 'tr':
      return 'tr';
    case 'zh':
      return 'zh-CN';
    default:
      return undefined;
  }
}

/**
 * The language to write to this user in: `language` in the body (the UI language the client sends), else the
 * first supported entry of Accept-Language, else English.
 */
export function requestLanguage(request: FastifyRequest): MailLanguage {
  const body = request.body as { language?: unknown } | undefined;
  const fromBody = normalizeLanguage(body?.language);
  if (fromBody) return fromBody;
  const header = request.headers['accept-language'];
  for (const part of (typeof header === 'string' ? header : '').split(',')) {
    const found = normalizeLanguage(part.split(';')[0]);
    if (found) return found;
  }
  return 'en';
}

/** `acme` for host `acme.<base domain>[:port]`; undefined for the base host itself or deeper names. */
export function companyDomainOfHost(host: string, baseDomain: string): string | undefined {
  const hostname = host.toLowerCase().replace(/:\d+$/, '');
  const suffix = `.${baseDomain.toLowerCase()}`;
  if (!hostname.endsWith(suffix)) return undefined;
  const label = hostname.slice(0, -suffix.length);
  return label && !label.includes('.') ? label : undefined;
}
