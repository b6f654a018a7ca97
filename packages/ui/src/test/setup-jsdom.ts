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

// antd writes its CSS-in-JS rules into <style> tags; jsdom then matches every rule against every
// element each time a test asks for a computed style (testing-library's role queries, antd's own
// measuring), which was half of a screen test's time. Tests read no antd style, so the rules are
// built but never inserted.
{
  const from = require.resolve('@ant-design/cssinjs', { paths: [require.resolve('antd')] });
  const dynamicCss = require.resolve('@rc-component/util/lib/Dom/dynamicCSS', { paths: [from] });
  const actual = jest.requireActual(dynamicCss);
  jest.doMock(dynamicCss, () => ({ ...actual, updateCSS: () => document.createElement('style') }));
}
