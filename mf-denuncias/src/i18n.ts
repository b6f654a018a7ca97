// The public pages' catalogues (issue 33): Portuguese bundled, every other language fetched the first time it is used
// (one small file). How it works: packages/ui/src/i18n/index.ts.
import { useCallback, useMemo } from 'react';
import { apiMessageIn, createPublicI18n, makeUseT, useUiT } from '@sisacte/ui/i18n';
import pt from './locales/pt.json';

export const denunciasI18n = createPublicI18n('denuncias', pt, {
  es: () => import(/* webpackChunkName: "lang-es" */ './locales/es.json'),
  en: () => import(/* webpackChunkName: "lang-en" */ './locales/en.json'),
  fr: () => import(/* webpackChunkName: "lang-fr" */ './locales/fr.json'),
  ht: () => import(/* webpackChunkName: "lang-ht" */ './locales/ht.json'),
});

/** `const { t } = useT()`: the public pages' texts in the page's language (Portuguese without a provider). */
export const useT = makeUseT(denunciasI18n);

/** Portuguese message → its key under `messages` (the rules shared with the server speak Portuguese). */
const MESSAGE_KEYS = new Map(Object.entries(pt.messages).map(([key, text]) => [text, `messages.${key}`]));

/**
 * A Portuguese message of a shared rule (the contracts' zod schemas) in the page's language, when the catalogue has
 * it; otherwise as it is. The server's messages need none of this: they come in the language the request asked for.
 */
export function useMessage(): (message: string | undefined) => string | undefined {
  const { t, i18n } = useT();
  const uiT = useUiT();
  const translate = useCallback(
    (message: string | undefined) => {
      if (message === undefined) return undefined;
      return apiMessageIn(message, (text) => {
        const key = MESSAGE_KEYS.get(text);
        return key ? t(key) : undefined;
      }, uiT);
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new function per language
    [t, uiT, i18n.language],
  );
  return useMemo(() => translate, [translate]);
}
