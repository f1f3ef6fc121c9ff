import { FIRST_PAINT_ID, handOverFirstPaint } from './first-paint';

/** Lets the MutationObserver's callback (a microtask) run. */
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('handOverFirstPaint', () => {
  let root: HTMLElement;
  beforeEach(() => {
    document.body.innerHTML = `<div id="${FIRST_PAINT_ID}"><h2>Every minute, accounted for</h2></div><div id="root"></div>`;
    root = document.getElementById('root') as HTMLElement;
  });

  it('keeps the first paint while the app shows progress and removes it with the first other content', async () => {
    handOverFirstPaint(root);
    root.innerHTML = '<div aria-busy="true">spinner</div>';
    await flush();
    expect(document.getElementById(FIRST_PAINT_ID)).not.toBeNull();
    root.innerHTML = '<div><div role="progressbar" aria-busy="true"></div><div class="toasts"></div></div>';
    await flush();
    expect(document.getElementById(FIRST_PAINT_ID)).not.toBeNull();
    // The progress indicator's busy state ends in place (an attribute change, no new node).
    root.querySelector('[aria-busy]')?.setAttribute('aria-busy', 'false');
    await flush();
    expect(document.getElementById(FIRST_PAINT_ID)).toBeNull();
  });

  it('removes it for an error page as for the form, and the returned function removes it at once', async () => {
    handOverFirstPaint(root);
    root.innerHTML = '<div><h1>Invalid Access</h1></div>';
    await flush();
    expect(document.getElementById(FIRST_PAINT_ID)).toBeNull();

    document.body.insertAdjacentHTML('afterbegin', `<div id="${FIRST_PAINT_ID}"></div>`);
    handOverFirstPaint(root)();
    expect(document.getElementById(FIRST_PAINT_ID)).toBeNull();
  });

  it('does nothing on a page the server sent no first paint with', async () => {
    document.getElementById(FIRST_PAINT_ID)?.remove();
    const stop = handOverFirstPaint(root);
    root.innerHTML = '<form></form>';
    await flush();
    expect(() => stop()).not.toThrow();
  });
});
