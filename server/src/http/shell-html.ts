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
}

const escapeAttribute = (value: string): string => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function renderShellHtml(template: string, { nonce, head = '' }: ShellHtmlOptions): string {
  const n = escapeAttribute(nonce);
  const headStart = `<meta property="csp-nonce" nonce="${n}"><style nonce="${n}"></style>`;
  const opened = /<head[^>]*>/i.test(template) ? template.replace(/<head[^>]*>/i, (tag) => `${tag}${headStart}`) : `${headStart}${template}`;
  const page = /<\/head>/i.test(opened) ? opened.replace(/<\/head>/i, `${head}</head>`) : `${opened}${head}`;
  // Scripts, and links (a `<link rel="preload" as="script">` is checked against script-src like the script).
  return page.replace(/<(script|link)(?=[\s>])(?![^>]*\snonce=)/gi, (_tag, name: string) => `<${name} nonce="${n}"`);
}
