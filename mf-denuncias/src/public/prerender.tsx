// The page's first view, rendered at build time into public.html (publicPage.prerender in webpack.config.js): the
// frame, the title, the anonymity notice and the form's loading panel, as the app's own first render shows them
// while the questionnaire is on its way. A phone paints it from the HTML; the app then renders over it (index.tsx
// starts the app's code after that first paint). prerender.test.tsx holds it to the app's first render.
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { AppProviders } from '@sisacte/ui';
import { LANGUAGE_PARAM, languageInfo, PUBLIC_LANGUAGES, type PublicLanguage } from '@sisacte/ui/i18n';
import { LoadingPanel } from '../features/complaint-wizard/complaint-wizard';
import { WizardNotices } from '../features/complaint-wizard/wizard-notices';
import { WizardStyles } from '../features/complaint-wizard/wizard-styles';
import { denunciasI18n } from '../i18n';
import { PUBLIC_PATHS } from '../paths';
import { ComplaintPageTitle } from './public-app';
import { PublicFrame } from './public-frame';

const nothing = () => {};

/** The first view in the language the i18n holds; `language` puts it in the address, for the language picker. */
export function FirstView({ language = 'pt' }: { language?: PublicLanguage }) {
  const address = language === 'pt' ? PUBLIC_PATHS.denunciar : `${PUBLIC_PATHS.denunciar}?${LANGUAGE_PARAM}=${language}`;
  return (
    <AppProviders staticStyles>
      <MemoryRouter initialEntries={[address]}>
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
export function prerender(language: PublicLanguage = 'pt'): { head: string; body: string } {
  const cache = createCache();
  const body = renderToStaticMarkup(
    <StyleProvider cache={cache}>
      <FirstView language={language} />
    </StyleProvider>,
  );
  return { head: extractStyle(cache), body };
}

export interface FirstViewVariant {
  /** The address's `?lang` that gets it, and the file's suffix: public.es.html. */
  code: PublicLanguage;
  /** `<html lang>`. */
  lang: string;
  /** `<title>`. */
  title: string;
  /** `<meta name="description">` (what a search result shows) and the `<noscript>` line. */
  description: string;
  noscript: string;
  /** The first view's markup (its styles are the theme's: the page's own, the same in every language). */
  body: string;
}

/**
 * The first view in each of the other public languages, for `/denunciar?lang=es`: a visitor who came with a language
 * reads it from the first paint, not Portuguese until the app and its catalogue have arrived. Each catalogue is
 * loaded before its render (build time only); Portuguese, the page itself, comes from `prerender()`.
 */
export async function variants(): Promise<FirstViewVariant[]> {
  const made: FirstViewVariant[] = [];
  for (const { code } of PUBLIC_LANGUAGES) {
    if (code === 'pt') continue;
    await denunciasI18n.load(code);
    const t = (key: string) => denunciasI18n.t(key);
    made.push({ code, lang: languageInfo(code).html, title: t('page.documentTitle'), description: t('page.metaDescription'), noscript: t('page.noscript'), body: prerender(code).body });
  }
  await denunciasI18n.load('pt');
  return made;
}
