/**
 * Renders the shell's index.html for one response: every script element carries this response's CSP nonce, and
 * the nonce is published to the page's code in `<meta property="csp-nonce" nonce="…">` (webpack's runtimes and
 * antd's style engine read it, ADR 0043). An empty nonce'd <style> comes first in <head>: the Maps JS API copies
 * the nonce of the first such element onto the styles it inserts.
 */
export interface ShellHtmlOptions {
  nonce: string;
  /** Extra markup for the end of <head> (preload hints, inlined data). */
  head?: string;
  /** Extra markup for the start of <body> (the sign-in page's first paint, ADR 0124). */
  body?: string;
}

const escapeAttribute = (value: string): string => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function renderShellHtml(template: string, { nonce, head = '', body = '' }: ShellHtmlOptions): string {
  const n = escapeAttribute(nonce);
  const headStart = `<meta property="csp-nonce" nonce="${n}"><style nonce="${n}"></style>`;
  const opened = /<head[^>]*>/i.test(template) ? template.replace(/<head[^>]*>/i, (tag) => `${tag}${headStart}`) : `${headStart}${template}`;
  const headed = /<\/head>/i.test(opened) ? opened.replace(/<\/head>/i, `${head}</head>`) : `${opened}${head}`;
  const page = body && /<body[^>]*>/i.test(headed) ? headed.replace(/<body[^>]*>/i, (tag) => `${tag}${body}`) : headed;
  // Scripts, links (a `<link rel="preload" as="script">` is checked against script-src like the script) and styles.
  return page.replace(/<(script|link|style)(?=[\s>])(?![^>]*\snonce=)/gi, (_tag, name: string) => `<${name} nonce="${n}"`);
}
