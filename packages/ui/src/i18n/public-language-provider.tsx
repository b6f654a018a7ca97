import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { PublicI18n } from './create-public-i18n';
import { DEFAULT_LANGUAGE, LANGUAGE_PARAM, languageInfo, PUBLIC_LANGUAGES } from './languages';
import { usePublicLanguage } from './use-public-language';
import { ShownLanguageContext, useShownLanguage } from './use-format';
import { onPageTexts, pageTexts, showPageTexts } from './page-texts';
// the kit's texts (map, place pickers, date field) load with every app's catalogue
import { useUiI18nT } from './ui-i18n';
import { portugueseUiT, UiTextContext } from './ui-text';

const ALTERNATE_MARK = 'data-sisacte-alternate';

/** `<link rel="alternate" hreflang>` for the five languages and x-default (Portuguese, no parameter) of this page. */
function useAlternateLinks(enabled: boolean) {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!enabled) return;
    const base = `${location.origin}${pathname}`;
    const links = [
      ...PUBLIC_LANGUAGES.map(({ code, html }) => [html, code === DEFAULT_LANGUAGE ? base : `${base}?${LANGUAGE_PARAM}=${code}`] as const),
      ['x-default', base] as const,
    ].map(([hreflang, href]) => {
      const link = document.createElement('link');
      link.rel = 'alternate';
      link.hreflang = hreflang;
      link.href = href;
      link.setAttribute(ALTERNATE_MARK, '');
      return link;
    });
    for (const old of document.head.querySelectorAll(`link[${ALTERNATE_MARK}]`)) old.remove();
    document.head.append(...links);
    return () => links.forEach((link) => link.remove());
  }, [enabled, pathname]);
}

export interface PublicLanguageProviderProps {
  i18n: PublicI18n;
  children: ReactNode;
  /** Writes the page's `<html lang>` and its hreflang links (off for a part of a page that another app owns). */
  ownsDocument?: boolean;
}

/**
 * Shows `children` in the language of the address (`?lang`): fetches that catalogue when needed and switches once it
 * is there (the page stays in its current language meanwhile, never shows keys). Sets `<html lang>` and the page's
 * hreflang links.
 */
export function PublicLanguageProvider({ i18n, children, ownsDocument = true }: PublicLanguageProviderProps) {
  const { language } = usePublicLanguage();
  const current = () => i18n.language;
  const shown = useSyncExternalStore(i18n.subscribe, current, current);
  useEffect(() => {
    i18n.load(language).catch(
      // the catalogue did not arrive (connection dropped): the page stays readable in the language it is in
      (error: unknown) => console.warn(`Idioma ${language} indisponível`, error),
    );
  }, [i18n, language]);
  useEffect(() => {
    if (!ownsDocument) return;
    document.documentElement.lang = languageInfo(shown).html;
    return () => {
      document.documentElement.lang = languageInfo(DEFAULT_LANGUAGE).html;
    };
  }, [ownsDocument, shown]);
  useAlternateLinks(ownsDocument);
  return (
    <ShownLanguageContext.Provider value={shown}>
      <KitTexts>{children}</KitTexts>
    </ShownLanguageContext.Provider>
  );
}

/**
 * The kit's texts (map, place pickers, date field) in the shown language, for `useUiT`; registered for the page
 * (page-texts.ts), so antd's own words and the names of its icon buttons follow.
 */
function KitTexts({ children }: { children: ReactNode }) {
  const t = useUiI18nT();
  const language = useShownLanguage();
  useEffect(() => showPageTexts({ language, t }), [language, t]);
  return <UiTextContext.Provider value={t}>{children}</UiTextContext.Provider>;
}

const DEFAULT_TEXTS = { language: DEFAULT_LANGUAGE, t: portugueseUiT };

/**
 * The kit's texts for a React root of its own that may sit on a public page (the shell's fallback for a remote that
 * failed to load): in the language the page shows, following its changes; Portuguese on a staff screen.
 */
export function PageLanguageTexts({ children }: { children: ReactNode }) {
  const { language, t } = useSyncExternalStore(onPageTexts, pageTexts, pageTexts) ?? DEFAULT_TEXTS;
  return (
    <ShownLanguageContext.Provider value={language}>
      <UiTextContext.Provider value={t}>{children}</UiTextContext.Provider>
    </ShownLanguageContext.Provider>
  );
}
