import path from 'node:path';
import { firstPaint, firstPaintLanguage } from './first-paint';
import { renderShellHtml } from './shell-html';

const LOCALES = path.resolve(__dirname, '..', '..', '..', 'shared', 'i18n', 'locales');

describe('firstPaintLanguage', () => {
  it('follows SPEC §1 as far as the server sees: query string, cookie, then Accept-Language by quality', () => {
    expect(firstPaintLanguage('/onboard/sign-in?lng=ar', { cookie: 'i18next=tr', 'accept-language': 'zh-CN' })).toEqual({ language: 'ar', source: 'query' });
    expect(firstPaintLanguage('/onboard/sign-in?lng=fr', { cookie: 'a=1; i18next=tr_TR', 'accept-language': 'zh-CN' })).toEqual({ language: 'tr', source: 'cookie' });
    expect(firstPaintLanguage('/onboard/sign-in', { 'accept-language': 'fr-FR, de;q=0.9, es-ES;q=0.8, zh;q=0.85' })).toEqual({ language: 'zh-CN', source: 'header' });
    expect(firstPaintLanguage('/onboard/sign-in', { 'accept-language': 'es;q=0, fr' })).toEqual({ language: 'en', source: 'header' });
    expect(firstPaintLanguage('/onboard/sign-in', { cookie: 'i18next=%E0%A4%A' })).toEqual({ language: 'en', source: 'header' });
  });
});

describe('firstPaint', () => {
  it('renders the slogan panel of the sign-in page in the chosen language, right to left in Arabic', () => {
    const paint = firstPaint('/onboard/sign-in?lng=ar', {}, LOCALES);
    expect(paint?.body).toContain('<div id="first-paint" lang="ar" dir="rtl" data-language-source="query" aria-hidden="true">');
    expect(paint?.body).toContain('<h2 class="fp-slogan">كل دقيقة محسوبة</h2>');
    expect(paint?.head).toMatch(/^<style>#first-paint\{position:fixed;/);
    // The app beneath stays unpainted until the overlay goes (its progress would only be painted to be covered).
    expect(paint?.head).toContain('#first-paint~#root{visibility:hidden}');
    const english = firstPaint('/onboard/sign-in', { 'accept-language': 'en-GB' }, LOCALES);
    expect(english?.body).toContain('<h2 class="fp-slogan">Every minute, accounted for</h2>');
    expect(english?.body).toContain('data-language-source="header"');
  });

  it('is only for the sign-in page, and only when the slogan is translated', () => {
    expect(firstPaint('/onboard/sign-up', {}, LOCALES)).toBeUndefined();
    expect(firstPaint('/dashboard?next=/onboard/sign-in', {}, LOCALES)).toBeUndefined();
    expect(firstPaint('/onboard/sign-in', {}, path.join(LOCALES, 'missing'))).toBeUndefined();
  });

  it('goes into the page with the response nonce on its style and its inline check, nothing unsigned', () => {
    const paint = firstPaint('/onboard/sign-in', {}, LOCALES);
    const html = renderShellHtml('<html><head><script src="/main.js"></script></head><body><div id="root"></div></body></html>', {
      nonce: 'abc',
      head: paint?.head,
      body: paint?.body,
    });
    expect(html).toMatch(/<body><div id="first-paint"[^]*<\/script><div id="root">/);
    expect(html.match(/<(script|style)(?=[\s>])/g)).toHaveLength(4);
    expect(html.match(/<(script|style) nonce="abc"/g)).toHaveLength(4);
  });
});
