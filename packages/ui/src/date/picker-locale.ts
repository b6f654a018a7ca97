import type { DatePickerProps } from 'antd';
import type { PublicLanguage } from '../i18n/languages';
import { type LanguageResource, languageResource, moduleDefault, useLanguageResource } from '../i18n/language-resource';

type PickerLocale = NonNullable<DatePickerProps['locale']>;

interface DayjsLocale {
  weekdaysMin?: string[];
  monthsShort?: string[] | ((...args: never[]) => string);
}

/**
 * antd's words with dayjs's weekdays and months where antd gives none: the page's pt-BR locale would otherwise
 * lend its own ('Seg', 'Dez') to the calendar, whose `locale` is merged over it.
 */
function calendar(picker: PickerLocale | { default: PickerLocale }, day: DayjsLocale | { default: DayjsLocale }): PickerLocale {
  const words = moduleDefault(picker);
  const dayjsLocale = moduleDefault(day);
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
 * es, en-GB, fr). Portuguese: undefined, the page's own pt-BR. Haitian Creole has no antd calendar: French's,
 * awaiting a native speaker's review.
 */
const CALENDAR_WORDS: LanguageResource<PickerLocale | undefined> = languageResource(undefined, {
  es: () =>
    Promise.all([import(/* webpackChunkName: "picker-es" */ 'antd/lib/date-picker/locale/es_ES'), import('dayjs/locale/es')]).then(([m, d]) => calendar(m, d)),
  en: () =>
    Promise.all([import(/* webpackChunkName: "picker-en" */ 'antd/lib/date-picker/locale/en_GB'), import('dayjs/locale/en-gb')]).then(([m, d]) => calendar(m, d)),
  fr: () =>
    Promise.all([import(/* webpackChunkName: "picker-fr" */ 'antd/lib/date-picker/locale/fr_FR'), import('dayjs/locale/fr')]).then(([m, d]) => calendar(m, d)),
  ht: () => CALENDAR_WORDS.load('fr'),
});

/** The calendar's locale for `language`, when it is already here (Portuguese: undefined, the page's own pt-BR). */
export const peekPickerLocale = (language: PublicLanguage): PickerLocale | undefined => CALENDAR_WORDS.peek(language)?.value;

/** Fetches the calendar's words of `language` once (nothing for Portuguese, bundled with the page). */
export const loadPickerLocale = (language: PublicLanguage): Promise<PickerLocale | undefined> => CALENDAR_WORDS.load(language);

/**
 * The calendar's locale in the page's language: undefined in Portuguese (ConfigProvider's pt-BR) and, for another
 * language, until its words arrive.
 */
export const usePickerLocale = (language: PublicLanguage): PickerLocale | undefined => useLanguageResource(CALENDAR_WORDS, language, 'portuguese');
