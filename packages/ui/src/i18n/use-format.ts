import { createContext, useContext, useMemo } from 'react';
import { DEFAULT_LANGUAGE, languageInfo, type PublicLanguage } from './languages';

/** The language the page is shown in now (set by PublicLanguageProvider once its catalogue is there). */
export const ShownLanguageContext = createContext<PublicLanguage>(DEFAULT_LANGUAGE);

export function useShownLanguage(): PublicLanguage {
  return useContext(ShownLanguageContext);
}

// Intl has no Haitian Creole month names.
const HT_MONTHS = ['janvye', 'fevriye', 'mas', 'avril', 'me', 'jen', 'jiyè', 'out', 'septanm', 'oktòb', 'novanm', 'desanm'];

/** A date-only value ('2024-03-05') is a calendar day, not midnight UTC: read it in local time. */
function toDate(value: string | number | Date): Date {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const [y, m, d] = value.split('-').map(Number) as [number, number, number];
    return new Date(y, m - 1, d);
  }
  return new Date(value);
}

export interface Formatter {
  /** '5 de março de 2024', '5 de marzo de 2024', 'March 5, 2024', '5 mars 2024', '5 mas 2024'; '' for empty. */
  date: (value: string | number | Date | null | undefined) => string;
  /** The date and the time (hours and minutes). */
  dateTime: (value: string | number | Date | null | undefined) => string;
  /** A number as written in the language (1.234,5 / 1,234.5 / 1 234,5). */
  number: (value: number, options?: Intl.NumberFormatOptions) => string;
}

export function formatterFor(language: PublicLanguage): Formatter {
  const locale = languageInfo(language).intl;
  const dateFormat = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric' });
  const timeFormat = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' });
  const date = (value: string | number | Date | null | undefined) => {
    if (value === null || value === undefined || value === '') return '';
    const d = toDate(value);
    if (Number.isNaN(d.getTime())) return '';
    return language === 'ht' ? `${d.getDate()} ${HT_MONTHS[d.getMonth()]} ${d.getFullYear()}` : dateFormat.format(d);
  };
  return {
    date,
    dateTime: (value) => {
      const day = date(value);
      return day && `${day}, ${timeFormat.format(toDate(value!))}`;
    },
    number: (value, options) => new Intl.NumberFormat(locale, options).format(value),
  };
}

/** Dates and numbers in the language the page is shown in. */
export function useFormat(): Formatter {
  const language = useShownLanguage();
  return useMemo(() => formatterFor(language), [language]);
}
