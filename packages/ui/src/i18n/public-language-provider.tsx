import { useEffect, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { PublicI18n } from './create-public-i18n';
import { DEFAULT_LANGUAGE, LANGUAGE_PARAM, languageInfo, PUBLIC_LANGUAGES } from './languages';
import { usePublicLanguage } from './use-public-language';
import { ShownLanguageContext, useShownLanguage } from './use-format';
import { showPageTexts, type PageTexts, type PageTextsHandle } from './page-texts';
// the kit's texts (map, place pickers, date field) load with every app's catalogue
import { useUiI18nT } from './ui-i18n';
import { UiTextContext } from './ui-text';

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
  /**
   * Writes the page's `<html lang>` and its hreflang links, and registers its language for antd's own words and the
   * screen-reader names (page-texts.ts): off for a part of a page that another app owns.
   */
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
      <KitTexts ownsDocument={ownsDocument}>{children}</KitTexts>
    </ShownLanguageContext.Provider>
  );
}

/**
 * The kit's texts (map, place pickers, date field) in the shown language, for `useUiT`; registered for the page
 * (page-texts.ts) by the provider that owns the document, so antd's own words and the names of its icon buttons
 * follow. A provider inside another app's frame leaves the page's language to that frame: the public frame registers
 * the same language; the back office's frame (a staff member's wizard) stays Portuguese.
 */
function KitTexts({ children, ownsDocument }: { children: ReactNode; ownsDocument: boolean }) {
  const t = useUiI18nT();
  const language = useShownLanguage();
  const registration = useRef<PageTextsHandle | null>(null);
  const latest = useRef<PageTexts>({ language, t });
  latest.current = { language, t };
  useEffect(() => {
    if (!ownsDocument) return;
    const handle = showPageTexts(latest.current);
    registration.current = handle;
    return () => {
      registration.current = null;
      handle.remove();
    };
  }, [ownsDocument]);
  // a change of language changes the registration in place (the page never passes through Portuguese)
  useEffect(() => registration.current?.set({ language, t }), [language, t]);
  return <UiTextContext.Provider value={t}>{children}</UiTextContext.Provider>;
}
