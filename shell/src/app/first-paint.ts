/** The id of the server's first paint of the sign-in page (server/src/http/first-paint.ts, ADR 0124). */
export const FIRST_PAINT_ID = 'first-paint';

/** Progress only: nothing rendered yet, or a busy indicator (every loading state of the shell and remotes is `aria-busy`). */
function showsOnlyProgress(container: Element): boolean {
  return container.childElementCount === 0 || container.querySelector('[aria-busy="true"]') !== null;
}

/**
 * Hands the server's first paint over to the app: the overlay stays while `container` shows progress (app start,
 * region, deploy manifest, the remote's chunks) and is removed in the same task as the commit that renders
 * anything else — the sign-in form, but also an error page or a redirect's destination — so the page never shows
 * both, nor neither. Returns a function that stops watching (and removes the overlay).
 */
export function handOverFirstPaint(container: Element, doc: Document = document): () => void {
  const overlay = doc.getElementById(FIRST_PAINT_ID);
  if (!overlay) return () => undefined;
  const observer = new MutationObserver(() => {
    if (!showsOnlyProgress(container)) release();
  });
  function release(): void {
    observer.disconnect();
    overlay?.remove();
  }
  // MutationObserver callbacks run as a microtask after React's commit, before the browser paints it.
  observer.observe(container, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-busy'] });
  return release;
}
