import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

// findBy*/waitFor give up after 1 s by default: on a loaded 2-core runner a modal's lazy parts or a form's
// submit round trip took longer, and two component tests failed on it (a full run beside the build, 2026-11-25).
// A condition that never comes true still fails, after 4 s; each test may take 15 s for the same reason.
configure({ asyncUtilTimeout: 4_000 });
jest.setTimeout(15_000);

// A test may ask for `@jest-environment node` (Node's fetch against a real local server): no window there.
const hasWindow = typeof window !== 'undefined';

// jsdom lacks matchMedia; antd's responsive helpers read it.
if (hasWindow && !window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}
// Computed style without jsdom's cascade. jsdom matches every rule of every stylesheet against the element and
// its ancestors (nwsapi) on each call, and antd injects thousands of rules; testing-library's role queries and
// jest-dom's toBeVisible call getComputedStyle for every ancestor, so the cascade was ~80 % of a panel test's CPU
// (LocationListPanel: 161 s -> 30 s). What these tests read from it is visibility: inline styles (antd and rc-*
// hide with inline `display: none`), the `hidden` attribute and rc-*'s `*-hidden` classes cover it. Real
// styles are the end-to-end tests' business (Chromium). It also ignores the pseudo-element argument jsdom lacks.
if (hasWindow) {
  const HIDDEN_CLASS = /(^|\s)[\w-]+-hidden(\s|$)/;
  // A document of its own for the declarations, so tests that watch `document.createElement` see only theirs.
  const styleDocument = document.implementation.createHTMLDocument('');
  window.getComputedStyle = (elt: Element) => {
    const declaration = styleDocument.createElement('div').style;
    const inline = (elt as HTMLElement).style as CSSStyleDeclaration | undefined;
    if (inline) declaration.cssText = inline.cssText;
    const className = elt.getAttribute('class') ?? '';
    if (!declaration.display && (elt.hasAttribute('hidden') || HIDDEN_CLASS.test(className))) declaration.display = 'none';
    return declaration;
  };
}
if (hasWindow && !('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
}
// react-router 7 reads TextEncoder when it is imported; jest's jsdom environment does not expose Node's.
if (!('TextEncoder' in globalThis)) Object.assign(globalThis, { TextEncoder, TextDecoder });
