/** The languages of the public pages, Portuguese first (the default, with no `?lang` in the address). */
export const PUBLIC_LANGUAGES = [
  { code: 'pt', name: 'Português', html: 'pt-BR', intl: 'pt-BR' },
  { code: 'es', name: 'Español', html: 'es', intl: 'es' },
  { code: 'en', name: 'English', html: 'en', intl: 'en' },
  { code: 'fr', name: 'Français', html: 'fr', intl: 'fr' },
  // Intl has no Haitian Creole data: numbers are written as in French (useFormat writes dates itself)
  { code: 'ht', name: 'Kreyòl ayisyen', html: 'ht', intl: 'fr-HT' },
] as const;

export type PublicLanguage = (typeof PUBLIC_LANGUAGES)[number]['code'];

export const DEFAULT_LANGUAGE: PublicLanguage = 'pt';

/** The address's parameter that carries the language (`/denunciar?lang=es`). */
export const LANGUAGE_PARAM = 'lang';

/** The tab's memory of the language picked during the visit (sessionStorage: gone with the tab, no cookie). */
export const LANGUAGE_STORAGE_KEY = 'sisacte.lang';

const CODES = new Set<string>(PUBLIC_LANGUAGES.map((l) => l.code));

export function isPublicLanguage(value: unknown): value is PublicLanguage {
  return typeof value === 'string' && CODES.has(value);
}

export function languageInfo(code: PublicLanguage) {
  return PUBLIC_LANGUAGES.find((l) => l.code === code)!;
}

/** The language's own name: 'Español' for es. */
export function languageName(code: PublicLanguage): string {
  return languageInfo(code).name;
}

/** A language tag ('es-VE', 'fr', 'ht-HT') → one of the public languages, or undefined. */
export function matchLanguage(tag: string | null | undefined): PublicLanguage | undefined {
  const base = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return isPublicLanguage(base) ? base : undefined;
}

/**
 * The browser's first preferred language that the pages speak, when it is not Portuguese: the picker offers it
 * first. Undefined when the first match is Portuguese or nothing matches.
 */
export function browserSuggestion(languages: readonly string[] | undefined): PublicLanguage | undefined {
  for (const tag of languages ?? []) {
    const match = matchLanguage(tag);
    if (match) return match === DEFAULT_LANGUAGE ? undefined : match;
  }
  return undefined;
}

/** What the language is read from outside React: the address's `?lang`, else the tab's memory, else Portuguese. */
export function languageFrom(search: string, remembered: string | null | undefined): PublicLanguage {
  const fromAddress = new URLSearchParams(search).get(LANGUAGE_PARAM);
  if (isPublicLanguage(fromAddress)) return fromAddress;
  return isPublicLanguage(remembered) ? remembered : DEFAULT_LANGUAGE;
}

export function rememberedLanguage(): string | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function rememberLanguage(language: PublicLanguage) {
  try {
    sessionStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // storage refused (private mode): the address still carries the language
  }
}

/** The current page's language, for code outside React (the API client's Accept-Language, the entry's preload). */
export function currentPublicLanguage(): PublicLanguage {
  if (typeof location === 'undefined') return DEFAULT_LANGUAGE;
  return languageFrom(location.search, rememberedLanguage());
}

/** `href` with the language in its address (`/denunciar` + es → `/denunciar?lang=es`); Portuguese removes it. */
export function withLanguage(href: string, language: PublicLanguage): string {
  const hashAt = href.indexOf('#');
  const hash = hashAt >= 0 ? href.slice(hashAt) : '';
  const beforeHash = hashAt >= 0 ? href.slice(0, hashAt) : href;
  const queryAt = beforeHash.indexOf('?');
  const path = queryAt >= 0 ? beforeHash.slice(0, queryAt) : beforeHash;
  const params = new URLSearchParams(queryAt >= 0 ? beforeHash.slice(queryAt + 1) : '');
  if (language === DEFAULT_LANGUAGE) params.delete(LANGUAGE_PARAM);
  else params.set(LANGUAGE_PARAM, language);
  const query = params.toString();
  return `${path}${query ? `?${query}` : ''}${hash}`;
}
