/**
 * The page's Content-Security-Policy nonce (ADR 0043), applied before anything else runs. The server renders it
 * into `<meta property="csp-nonce" nonce="…">` (the same element `cspNonce()` of @timekeep/ui reads for antd and
 * ag-grid; this copy runs before the shared modules may be used, so it cannot import them).
 * - `__webpack_nonce__`: webpack's chunk <script> elements carry it;
 * - every <style> element script creates gets it. Style elements come from many bundles and libraries: style-loader
 *   in the shell and in each remote (each with its own webpack runtime), antd's CSS-in-JS, rc-component's scroll
 *   locker (which passes no nonce), ag-grid's themes, the Maps JS API. Markup injected as HTML never goes through
 *   `createElement`, so its styles stay refused: the nonce still tells our code's styles from an injected one.
 */
export function readPageNonce(doc: Document = document): string | undefined {
  const meta = doc.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  // Browsers hide the attribute once parsed; the `nonce` property keeps the value.
  return meta?.nonce || meta?.getAttribute('nonce') || undefined;
}

export function installStyleNonce(nonce: string | undefined, doc: Document = document): void {
  if (!nonce) return;
  const marked = doc as Document & { timekeepStyleNonce?: true };
  if (marked.timekeepStyleNonce) return;
  marked.timekeepStyleNonce = true;
  const createElement = doc.createElement;
  doc.createElement = function createElementWithNonce(this: Document, tagName: string, options?: ElementCreationOptions) {
    const element = createElement.call(this, tagName, options);
    if (element instanceof HTMLStyleElement && !element.nonce) element.nonce = nonce;
    return element;
  } as Document['createElement'];
}

/** Called first in the shell's entry. */
export function applyPageNonce(doc: Document = document): void {
  const nonce = readPageNonce(doc);
  if (!nonce) return;
  __webpack_nonce__ = nonce;
  installStyleNonce(nonce, doc);
}
