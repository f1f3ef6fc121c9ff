/**
 * The sign-in page's first paint, sent with its HTML (issue 16 item 13, ADR 0124). Lighthouse's mobile LCP on
 * `/onboard/sign-in` was the slogan heading, painted only after ~300 KB of JavaScript had run under a 4× CPU
 * slowdown. The page's static half (the brand panel: slogan, text and artwork, the same boxes as the onboarding
 * remote's OnboardingLayout and SloganPanel) needs none of it, so the server sends it, in the language the app
 * will choose, over a progress indicator where the form will be. It is an overlay (`position: fixed`) above the
 * app's root: the app renders beneath it and the shell removes it once the app shows more than progress
 * (shell/src/app/first-paint.ts). Nothing moves when it goes (no layout shift); it carries no script but a nonce'd
 * inline check of the language sources only the browser can read (local and session storage, navigator), which
 * removes it at once when the app would choose another language. Its style is a nonce'd `<style>` (ADR 0043).
 */
import fs from 'node:fs';
import path from 'node:path';

/** The page paths that get a first paint: the sign-in page (the page Lighthouse measures and most visits start on). */
export const FIRST_PAINT_PATHS: ReadonlySet<string> = new Set(['/onboard/sign-in', '/onboard/sign-in/']);
/** The overlay's id; the shell removes the element of this id (shell/src/app/first-paint.ts). */
export const FIRST_PAINT_ID = 'first-paint';

/** The product languages by primary subtag, as `@timekeep/i18n`'s matchLanguage maps them (the server does not depend on it). */
const BY_PRIMARY_SUBTAG: Record<string, string> = { en: 'en', es: 'es-MX', ar: 'ar', tr: 'tr', zh: 'zh-CN' };
/** `@timekeep/i18n` detection: the query parameter and cookie that name a language. */
const LANGUAGE_QUERY_PARAM = 'lng';
const LANGUAGE_COOKIE = 'i18next';

export type LanguageSource = 'query' | 'cookie' | 'header';

export function matchLanguage(tag: string | undefined): string | undefined {
  if (!tag) return undefined;
  const primary = tag.trim().replace(/_/g, '-').split('-')[0].toLowerCase();
  return Object.prototype.hasOwnProperty.call(BY_PRIMARY_SUBTAG, primary) ? BY_PRIMARY_SUBTAG[primary] : undefined;
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** Accept-Language's tags, most preferred first (q=0 dropped). */
function acceptedTags(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((item, index) => {
      const [tag, ...params] = item.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((t) => t.tag && t.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((t) => t.tag);
}

/**
 * The language the app's detector will choose as far as the server can tell (SPEC §1 order: query string, cookie,
 * then — after the browser's storage, which the page's own check reads — the browser's languages), English when
 * none is ours.
 */
export function firstPaintLanguage(url: string, headers: { cookie?: string; 'accept-language'?: string }): { language: string; source: LanguageSource } {
  const query = new URLSearchParams(url.includes('?') ? url.slice(url.indexOf('?') + 1) : '');
  const fromQuery = matchLanguage(query.get(LANGUAGE_QUERY_PARAM) ?? undefined);
  if (fromQuery) return { language: fromQuery, source: 'query' };
  const fromCookie = matchLanguage(cookieValue(headers.cookie, LANGUAGE_COOKIE));
  if (fromCookie) return { language: fromCookie, source: 'cookie' };
  for (const tag of acceptedTags(headers['accept-language'])) {
    const language = matchLanguage(tag);
    if (language) return { language, source: 'header' };
  }
  return { language: 'en', source: 'header' };
}

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const slogans = new Map<string, { slogan: string; text: string } | null>();

/** The slogan and its text in `language`, from the translations the app loads (cached: they change with a release). */
function sloganIn(localesDir: string, language: string): { slogan: string; text: string } | null {
  const key = `${localesDir}\0${language}`;
  if (!slogans.has(key)) {
    let found: { slogan: string; text: string } | null = null;
    try {
      const oauth = JSON.parse(fs.readFileSync(path.join(localesDir, language, 'oauth.json'), 'utf8')) as { layout?: { slogan?: unknown; sloganText?: unknown } };
      const { slogan, sloganText } = oauth.layout ?? {};
      if (typeof slogan === 'string' && typeof sloganText === 'string') found = { slogan, text: sloganText };
    } catch {
      found = null;
    }
    slogans.set(key, found);
  }
  return slogans.get(key) ?? null;
}

/** SloganPanel's artwork, the same drawing (remotes/onboarding/src/features/layout/SloganPanel.tsx). */
function artwork(): string {
  const bars = [0, 1, 2, 3, 4, 5, 6]
    .map((day) => {
      const height = 30 + ((day * 17) % 40);
      return `<rect x="${24 + day * 35}" y="${190 - height}" width="22" height="${height}" rx="4" fill="#ffffff" opacity="0.55"/>`;
    })
    .join('');
  return (
    '<svg width="280" height="200" viewBox="0 0 280 200" aria-hidden="true">' +
    '<rect x="10" y="120" width="260" height="70" rx="10" fill="#ffffff" opacity="0.15"/>' +
    bars +
    '<circle cx="140" cy="70" r="56" fill="#ffffff"/><circle cx="140" cy="70" r="48" fill="none" stroke="#0E5B9D" stroke-width="6"/>' +
    '<path d="M140 36 V70 L164 84" fill="none" stroke="#FC4C02" stroke-width="7" stroke-linecap="round"/></svg>'
  );
}

// `~#root`: the app beneath is not painted while the overlay covers it; painting (and Lighthouse screenshotting) its
// progress under the overlay tripled the desktop TBT on the loaded 2-core machine (ADR 0124). Removing the overlay
// makes it visible in the same frame.
// The boxes of OnboardingLayout (top bar 88 px: 12 px padding around the 64 px regional logo; footer 34 px: 12 px
// padding and the copyright line), SloganPanel and the shell theme's base text, so the page underneath takes over in place.
const STYLE = `#${FIRST_PAINT_ID}{position:fixed;inset:0;z-index:1000;display:flex;flex-direction:column;min-width:900px;overflow:hidden;background:#fff;color:rgba(0,0,0,.88);font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,'Helvetica Neue',Arial,'Noto Sans',sans-serif,'Apple Color Emoji','Segoe UI Emoji','Segoe UI Symbol','Noto Color Emoji';font-size:14px;line-height:1.5714285714}
#${FIRST_PAINT_ID}[data-theme-mode=dark]{background:#141414}
#${FIRST_PAINT_ID}~#root{visibility:hidden}
#${FIRST_PAINT_ID} .fp-bar{flex:none;height:88px}
#${FIRST_PAINT_ID} .fp-panels{display:flex;flex:1;min-height:400px}
#${FIRST_PAINT_ID} .fp-panel{display:flex;flex:1;flex-direction:column;align-items:center;justify-content:center;gap:24px;padding:40px;background:linear-gradient(160deg,#0e5b9d,#07345c);color:#fff}
#${FIRST_PAINT_ID} .fp-slogan{margin:0;color:#fff;font-size:30px;font-weight:600;line-height:1.2666666667;text-align:center}
#${FIRST_PAINT_ID} .fp-text{max-width:360px;margin:0;color:rgba(255,255,255,.85);text-align:center}
#${FIRST_PAINT_ID} .fp-main{display:flex;flex:1;align-items:center;justify-content:center;padding-block:32px;padding-inline:48px}
#${FIRST_PAINT_ID} .fp-footer{flex:none;height:34px}
#${FIRST_PAINT_ID} .fp-dots{position:relative;width:32px;height:32px;transform:rotate(45deg);animation:fp-rotate 1.2s linear infinite;color:#0e5b9d}
#${FIRST_PAINT_ID} .fp-dots i{position:absolute;width:15px;height:15px;border-radius:100%;background:currentColor;opacity:.3;transform:scale(.75);animation:fp-fade 1s linear infinite alternate}
#${FIRST_PAINT_ID} .fp-dots i:nth-child(1){top:0;inset-inline-start:0}
#${FIRST_PAINT_ID} .fp-dots i:nth-child(2){top:0;inset-inline-end:0;animation-delay:.4s}
#${FIRST_PAINT_ID} .fp-dots i:nth-child(3){bottom:0;inset-inline-end:0;animation-delay:.8s}
#${FIRST_PAINT_ID} .fp-dots i:nth-child(4){bottom:0;inset-inline-start:0;animation-delay:1.2s}
@keyframes fp-rotate{to{transform:rotate(405deg)}}
@keyframes fp-fade{to{opacity:1}}`;

// Runs right after the overlay is parsed, before it paints: the sources of SPEC §1's order that only the browser
// has (storage, then navigator) decide when the server had no query parameter or cookie; another language than
// the one rendered removes the overlay (the app's own progress shows instead). Also the remembered dark mode.
const CHECK = `(function(){var e=document.getElementById('${FIRST_PAINT_ID}');if(!e)return;try{var m={en:'en',es:'es-MX',ar:'ar',tr:'tr',zh:'zh-CN'},f=function(t){return typeof t==='string'&&m[t.trim().replace(/_/g,'-').split('-')[0].toLowerCase()]||null};if(e.getAttribute('data-language-source')==='header'){var k='i18nextLng',l=f(localStorage.getItem(k))||f(sessionStorage.getItem(k)),n=navigator.languages||[navigator.language];for(var i=0;!l&&i<n.length;i++)l=f(n[i]);if((l||'en')!==e.getAttribute('lang')){e.remove();return}}if(localStorage.getItem('timekeep.themeMode')==='dark')e.setAttribute('data-theme-mode','dark')}catch(x){e.remove()}})();`;

export interface FirstPaint {
  /** For the end of <head>: the overlay's style. */
  head: string;
  /** For the start of <body>: the overlay and its language check. */
  body: string;
}

/**
 * The first paint for `url` (path and query), or undefined when the path has none or the slogan is not translated.
 * `localesDir` holds `<language>/oauth.json`.
 */
export function firstPaint(url: string, headers: { cookie?: string; 'accept-language'?: string }, localesDir: string): FirstPaint | undefined {
  const pathname = url.split('?')[0];
  if (!FIRST_PAINT_PATHS.has(pathname)) return undefined;
  const { language, source } = firstPaintLanguage(url, headers);
  const slogan = sloganIn(localesDir, language);
  if (!slogan) return undefined;
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  const body =
    `<div id="${FIRST_PAINT_ID}" lang="${language}" dir="${dir}" data-language-source="${source}" aria-hidden="true">` +
    '<div class="fp-bar"></div><div class="fp-panels"><div class="fp-panel">' +
    `<h2 class="fp-slogan">${escapeHtml(slogan.slogan)}</h2><p class="fp-text">${escapeHtml(slogan.text)}</p>${artwork()}` +
    '</div><div class="fp-main"><div class="fp-dots"><i></i><i></i><i></i><i></i></div></div></div><div class="fp-footer"></div></div>' +
    `<script>${CHECK}</script>`;
  return { head: `<style>${STYLE}</style>`, body };
}
