import { useEffect, useState } from 'react';
import type { DatePickerProps } from 'antd';
import type { PublicLanguage } from '../i18n/languages';

type Other = Exclude<PublicLanguage, 'pt'>;
type PickerLocale = NonNullable<DatePickerProps['locale']>;

interface DayjsLocale {
  weekdaysMin?: string[];
  monthsShort?: string[] | ((...args: never[]) => string);
}

const unwrap = <T,>(m: T | { default: T }): T => (m && typeof m === 'object' && 'default' in m ? (m as { default: T }).default : (m as T));

/**
 * antd's words with dayjs's weekdays and months where antd gives none: the page's pt-BR locale would otherwise
 * lend its own ('Seg', 'Dez') to the calendar, whose `locale` is merged over it.
 */
function calendar(picker: PickerLocale | { default: PickerLocale }, day: DayjsLocale | { default: DayjsLocale }): PickerLocale {
  const words = unwrap(picker);
  const dayjsLocale = unwrap(day);
  return {
    ...words,
    lang: {
      ...words.lang,
      shortWeekDays: words.lang.shortWeekDays ?? dayjsLocale.weekdaysMin,
      shortMonths: words.lang.shortMonths ?? (Array.isArray(dayjsLocale.monthsShort) ? dayjsLocale.monthsShort : undefined),
    },
  };
}

/**
 * antd's calendar words in each public language, with dayjs's locale that gives the week's first day (Monday in
 * es, en-GB, fr). Haitian Creole has no antd calendar: French's, awaiting a native speaker's review.
 */
const LOADERS: Record<Other, () => Promise<PickerLocale>> = {
  es: () =>
    Promise.all([import(/* webpackChunkName: "picker-es" */ 'antd/lib/date-picker/locale/es_ES'), import('dayjs/locale/es')]).then(([m, d]) => calendar(m, d)),
  en: () =>
    Promise.all([import(/* webpackChunkName: "picker-en" */ 'antd/lib/date-picker/locale/en_GB'), import('dayjs/locale/en-gb')]).then(([m, d]) => calendar(m, d)),
  fr: () =>
    Promise.all([import(/* webpackChunkName: "picker-fr" */ 'antd/lib/date-picker/locale/fr_FR'), import('dayjs/locale/fr')]).then(([m, d]) => calendar(m, d)),
  ht: () => LOADERS.fr(),
};

const loaded = new Map<Other, PickerLocale>();
const loading = new Map<Other, Promise<PickerLocale>>();

/** The calendar's locale for `language`, when it is already here (Portuguese: undefined, the page's own pt-BR). */
export function peekPickerLocale(language: PublicLanguage): PickerLocale | undefined {
  return language === 'pt' ? undefined : loaded.get(language);
}

/** Fetches the calendar's words of `language` once (nothing for Portuguese, bundled with the page). */
export function loadPickerLocale(language: PublicLanguage): Promise<PickerLocale | undefined> {
  if (language === 'pt') return Promise.resolve(undefined);
  let pending = loading.get(language);
  if (!pending) {
    pending = LOADERS[language]().then((locale) => {
      loaded.set(language, locale);
      return locale;
    });
    pending.catch(() => loading.delete(language));
    loading.set(language, pending);
  }
  return pending;
}

/**
 * The calendar's locale in the page's language: undefined in Portuguese (ConfigProvider's pt-BR) and, for another
 * language, until its words arrive.
 */
export function usePickerLocale(language: PublicLanguage): PickerLocale | undefined {
  const [locale, setLocale] = useState(() => peekPickerLocale(language));
  useEffect(() => {
    let live = true;
    setLocale(peekPickerLocale(language));
    loadPickerLocale(language).then(
      (next) => live && setLocale(next),
      // the words did not arrive: the calendar stays in Portuguese
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [language]);
  return locale;
}
