import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

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
// antd Modal asks for pseudo-element styles, which jsdom does not implement.
if (hasWindow) {
  const realGetComputedStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = (elt: Element) => realGetComputedStyle(elt);
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
