import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// findBy*/waitFor wait up to 10 s (default 1 s): on a busy 2-core machine an antd screen can take
// longer than a second to render, and a slow answer is not a wrong one.
configure({ asyncUtilTimeout: 10_000 });

// antd reads these browser APIs that jsdom lacks.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}
if (!('ResizeObserver' in window)) {
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
const originalGetComputedStyle = window.getComputedStyle;
window.getComputedStyle = (elt: Element, pseudo?: string | null) => originalGetComputedStyle(elt, pseudo ?? undefined);

// jsdom lacks MessageChannel, which antd 6 selects use to schedule their popups.
// A timer-based stand-in: Node's own MessageChannel would keep jest from exiting.
if (typeof globalThis.MessageChannel === 'undefined') {
  class Port {
    onmessage: ((e: { data: unknown }) => void) | null = null;
    other!: Port;
    postMessage(data: unknown) {
      setTimeout(() => this.other.onmessage?.({ data }), 0);
    }
    start() {}
    close() {}
    addEventListener() {}
    removeEventListener() {}
  }
  (globalThis as unknown as { MessageChannel: unknown }).MessageChannel = class {
    port1 = new Port();
    port2 = new Port();
    constructor() {
      this.port1.other = this.port2;
      this.port2.other = this.port1;
    }
  };
}
