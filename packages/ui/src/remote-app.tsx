import React, { type ComponentType } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { LifeCycles } from 'single-spa';
import { AppProviders } from './providers';
import { RemoteErrorBoundary } from './error-boundary';

/**
 * single-spa lifecycles of a remote: its root wrapped in the providers (pt-BR; on a public page, antd's words in
 * the visitor's language) and an error boundary, so that a render error stays inside the remote's content area.
 */
export function createRemoteLifecycles(remote: string, Root: ComponentType): LifeCycles {
  const App = () => (
    <AppProviders>
      <RemoteErrorBoundary remote={remote}>
        <Root />
      </RemoteErrorBoundary>
    </AppProviders>
  );
  return singleSpaReact({
    React,
    ReactDOMClient,
    rootComponent: App,
    // Last line of defence, for an error thrown by the providers themselves.
    errorBoundary: () => <p role="alert">Não foi possível exibir este módulo. Recarregue a página.</p>,
  }) as unknown as LifeCycles;
}
