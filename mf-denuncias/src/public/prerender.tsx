// The page's first view, rendered at build time into public.html (publicPage.prerender in webpack.config.js): the
// frame, the title, the anonymity notice and the form's loading panel, as the app's own first render shows them
// while the questionnaire is on its way. A phone paints it from the HTML; the app then renders over it (index.tsx
// starts the app's code after that first paint). prerender.test.tsx holds it to the app's first render.
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { AppProviders } from '@sisacte/ui';
import { LoadingPanel } from '../features/complaint-wizard/complaint-wizard';
import { WizardNotices } from '../features/complaint-wizard/wizard-notices';
import { WizardStyles } from '../features/complaint-wizard/wizard-styles';
import { PUBLIC_PATHS } from '../paths';
import { ComplaintPageTitle } from './public-app';
import { PublicFrame } from './public-frame';

const nothing = () => {};

export function FirstView() {
  return (
    <AppProviders staticStyles>
      <MemoryRouter initialEntries={[PUBLIC_PATHS.denunciar]}>
        <PublicFrame>
          <ComplaintPageTitle />
          <div className="wizard">
            <WizardStyles />
            <WizardNotices staff={null} restored={false} onDiscard={nothing} onDismissRestored={nothing} />
            <LoadingPanel />
          </div>
        </PublicFrame>
      </MemoryRouter>
    </AppProviders>
  );
}

/** `body`: the first view's markup, for the page's root; `head`: the theme's CSS variables it uses. */
export function prerender(): { head: string; body: string } {
  const cache = createCache();
  const body = renderToStaticMarkup(
    <StyleProvider cache={cache}>
      <FirstView />
    </StyleProvider>,
  );
  return { head: extractStyle(cache), body };
}
