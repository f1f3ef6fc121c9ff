/**
 * The page's Content-Security-Policy nonce, which the server renders into `<meta property="csp-nonce" nonce="…">`
 * (ADR 0043). Libraries that insert <style> elements themselves (antd's CSS-in-JS, ag-grid's themes) must put it
 * on them. Browsers hide the nonce attribute from the DOM after parsing; the `nonce` property keeps it.
 */
export function cspNonce(doc: Document | undefined = typeof document === 'undefined' ? undefined : document): string | undefined {
  const meta = doc?.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  const nonce = meta?.nonce || meta?.getAttribute('nonce');
  return nonce || undefined;
}

/** antd's `ConfigProvider csp` value for this page (undefined without a nonce: development servers, tests). */
export function antdCsp(doc?: Document): { nonce: string } | undefined {
  const nonce = cspNonce(doc);
  return nonce ? { nonce } : undefined;
}
