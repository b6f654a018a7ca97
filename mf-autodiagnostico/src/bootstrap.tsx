import React from 'react';
import ReactDOMClient from 'react-dom/client';
import type { LifeCycles } from 'single-spa';
import singleSpaReact from 'single-spa-react';
import { autodiagnosticoI18n } from './i18n';
import { routes } from './routes';
import { LightRoutes } from './shared/light-routes';

/**
 * single-spa lifecycles of mf-autodiagnostico (exposed as 'mf-autodiagnostico/app'; MF exposes need a
 * default export). Not @sisacte/ui's createRemoteLifecycles, which wraps the whole remote in antd's
 * providers: the public start page is plain HTML and CSS, so that a phone's first visit stays within
 * its budget (350 KB of gzipped JavaScript, shell included); each antd screen brings the same
 * providers with its own chunk (routes.tsx).
 */
const lifecycles = singleSpaReact({
  React,
  ReactDOMClient,
  rootComponent: () => <LightRoutes routes={routes} />,
  errorBoundary: () => <p role="alert">{autodiagnosticoI18n.t('app.moduleError')}</p>,
}) as unknown as LifeCycles;

export const { bootstrap, mount, unmount } = lifecycles;
export default lifecycles;
