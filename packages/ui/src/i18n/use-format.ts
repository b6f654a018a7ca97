import { useMemo } from 'react';
import { languageInfo, type PublicLanguage } from './languages';
import { useShownLanguage } from './shown-language';

/** The language the page is shown in now (set by PublicLanguageProvider once its catalogue is there). */
export { ShownLanguageContext, useShownLanguage } from './shown-language';

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
  /** '5 de março de 2024', '5 de marzo de 2024', '5 March 2024', '5 mars 2024', '5 mas 2024'; '' for empty. */
  date: (value: string | number | Date | null | undefined) => string;
  /**
   * A moment, as a receipt says it: '05/03/2024 às 14:07', '05/03/2024 a las 14:07', '05/03/2024 à 14:07',
   * '05/03/2024 a 14:07'; in English, with the month named (day and month orders differ): '5 March 2024 at 14:07'.
   */
  dateTime: (value: string | number | Date | null | undefined) => string;
  /** A number as written in the language (1.234,5 / 1,234.5 / 1 234,5). */
  number: (value: number, options?: Intl.NumberFormatOptions) => string;
}

const AT: Record<PublicLanguage, string> = { pt: 'às', es: 'a las', en: 'at', fr: 'à', ht: 'a' };

const two = (n: number) => String(n).padStart(2, '0');

function valid(value: string | number | Date | null | undefined): Date | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const d = toDate(value);
  return Number.isNaN(d.getTime()) ? undefined : d;
}

export function formatterFor(language: PublicLanguage): Formatter {
  const locale = languageInfo(language).intl;
  const dateFormat = new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : locale, { day: 'numeric', month: 'long', year: 'numeric' });
  const date = (value: string | number | Date | null | undefined) => {
    const d = valid(value);
    if (!d) return '';
    return language === 'ht' ? `${d.getDate()} ${HT_MONTHS[d.getMonth()]} ${d.getFullYear()}` : dateFormat.format(d);
  };
  return {
    date,
    dateTime: (value) => {
      const d = valid(value);
      if (!d) return '';
      const day = language === 'en' ? date(d) : `${two(d.getDate())}/${two(d.getMonth() + 1)}/${d.getFullYear()}`;
      return `${day} ${AT[language]} ${two(d.getHours())}:${two(d.getMinutes())}`;
    },
    number: (value, options) => new Intl.NumberFormat(locale, options).format(value),
  };
}

/** Dates and numbers in the language the page is shown in. */
export function useFormat(): Formatter {
  const language = useShownLanguage();
  return useMemo(() => formatterFor(language), [language]);
}
