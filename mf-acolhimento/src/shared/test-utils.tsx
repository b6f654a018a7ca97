import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AppProviders } from '@sisacte/ui';

// jsdom lacks MessageChannel, which antd 6 selects use to schedule their popups.
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

/** Shows the current path, to assert navigation. */
export function CurrentPath() {
  const { pathname, search } = useLocation();
  return <div data-testid="where">{pathname + search}</div>;
}

/** Renders `ui` inside the antd providers and a router at `path` (route pattern `pattern`). */
export function renderAt(ui: ReactElement, path = '/', pattern = '*') {
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={pattern} element={<>{ui}<CurrentPath /></>} />
          {pattern !== '*' && <Route path="*" element={<CurrentPath />} />}
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}
