import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { mailTranslator } from '../modules/oauth/mail/translations';
import { languageOf, translator } from './translator';

const LOCALES = path.resolve(__dirname, '../../../shared/i18n/locales');

describe('the server translator', () => {
  it('reads any namespace in the language, falls back to English, then to the key; fills {{params}}', () => {
    const ar = translator(LOCALES, 'ar');
    expect(ar('sys:group.actions.export')).toBe('تصدير');
    expect(ar('common:resource.importError.unknownColumn', { column: 'X' })).toContain('"X"');
    expect(translator(LOCALES, 'xx')('sys:group.actions.export')).toBe('Export');
    expect(ar('sys:no.such.key')).toBe('sys:no.such.key');
    expect(translator(LOCALES, 'en')('resource.total', { count: 3 })).toBe('Total: 3');
  });

  it('is also what mail uses (the oauth namespace), with numbers as parameters', () => {
    const t = mailTranslator(LOCALES, 'es-MX');
    expect(t('mail.no.such')).toBe('oauth:mail.no.such');
    expect(t('mail.expiresIn', { hours: 24 })).toMatch(/24/);
    expect(t('mail.expiresIn', { hours: 24 })).not.toBe(mailTranslator(LOCALES, 'en')('mail.expiresIn', { hours: 24 }));
  });

  it('picks the supported language a request asks for', () => {
    const asking = (header?: string) => ({ headers: header === undefined ? {} : { 'accept-language': header } }) as unknown as FastifyRequest;
    expect(languageOf(asking('ar-SA,ar;q=0.9'))).toBe('ar');
    expect(languageOf(asking('zh-CN'))).toBe('zh-CN');
    expect(languageOf(asking('es'))).toBe('es-MX');
    expect(languageOf(asking('fr'))).toBe('en');
    expect(languageOf(asking())).toBe('en');
  });
});
