import { useEffect, useState } from 'react';
import type { PublicLanguage } from './languages';

export type OtherLanguage = Exclude<PublicLanguage, 'pt'>;

/** What a dynamic import of a locale file gives: the locale itself, or a module whose default export it is (CommonJS). */
export const moduleDefault = <T,>(m: T | { default: T }): T => (m && typeof m === 'object' && 'default' in m && m.default ? (m as { default: T }).default : (m as T));

/**
 * Something a public page needs in each of its languages (antd's words, the calendar's), fetched the first time a
 * language is shown and kept; Portuguese's comes with the page.
 */
export interface LanguageResource<T> {
  /** The resource of `language` when it is here already (Portuguese's always is). */
  peek(language: PublicLanguage): { value: T } | undefined;
  /** Fetches the resource of `language` once; a fetch that failed is tried again the next time. */
  load(language: PublicLanguage): Promise<T>;
}

export function languageResource<T>(portuguese: T, loaders: Record<OtherLanguage, () => Promise<T>>): LanguageResource<T> {
  const loaded = new Map<OtherLanguage, T>();
  const loading = new Map<OtherLanguage, Promise<T>>();
  return {
    peek: (language) => (language === 'pt' ? { value: portuguese } : loaded.has(language) ? { value: loaded.get(language) as T } : undefined),
    load(language) {
      if (language === 'pt') return Promise.resolve(portuguese);
      let pending = loading.get(language);
      if (!pending) {
        pending = loaders[language]().then((value) => {
          loaded.set(language, value);
          return value;
        });
        pending.catch(() => loading.delete(language));
        loading.set(language, pending);
      }
      return pending;
    },
  };
}

/**
 * The resource in the page's language. While another language's is on its way, `meanwhile` says what is shown: the
 * one shown so far ('previous': the page does not change shape while the words arrive) or Portuguese's. A fetch
 * that fails leaves it so.
 */
export function useLanguageResource<T>(resource: LanguageResource<T>, language: PublicLanguage, meanwhile: 'previous' | 'portuguese'): T {
  const portuguese = () => resource.peek('pt')!.value;
  const [shown, setShown] = useState<T>(() => (resource.peek(language) ?? { value: portuguese() }).value);
  useEffect(() => {
    const ready = resource.peek(language);
    if (ready) {
      setShown(() => ready.value);
      return;
    }
    if (meanwhile === 'portuguese') setShown(() => resource.peek('pt')!.value);
    let live = true;
    resource.load(language).then(
      (value) => live && setShown(() => value),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [resource, language, meanwhile]);
  return shown;
}
