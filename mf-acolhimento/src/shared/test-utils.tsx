import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AppProviders } from '@sisacte/ui';

/** Shows the current path, to assert navigation. */
function CurrentPath() {
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
