/**
 * jest's jsdom environment has no MessageChannel; antd's Select (rc-select useOpen) posts a message to itself to
 * run a macrotask. A setTimeout-based channel gives the same ordering and, unlike Node's, never keeps jest alive.
 */
interface PortLike {
  onmessage: ((event: { data: unknown }) => void) | null;
  postMessage: (data: unknown) => void;
}

class TimeoutMessageChannel {
  readonly port1: PortLike;
  readonly port2: PortLike;
  constructor() {
    const makePort = (): PortLike => ({ onmessage: null, postMessage: () => undefined });
    this.port1 = makePort();
    this.port2 = makePort();
    this.port1.postMessage = (data) => setTimeout(() => this.port2.onmessage?.({ data }), 0);
    this.port2.postMessage = (data) => setTimeout(() => this.port1.onmessage?.({ data }), 0);
  }
}

if (typeof globalThis.MessageChannel === 'undefined') {
  Object.defineProperty(globalThis, 'MessageChannel', { writable: true, configurable: true, value: TimeoutMessageChannel });
}
