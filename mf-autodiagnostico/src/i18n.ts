// The self-diagnosis' public texts (issue 33): Portuguese bundled, every other language fetched the first time it is
// used (one small file). How it works: packages/ui/src/i18n/index.ts.
import { useCallback } from 'react';
import type { RiskLevel } from '@sisacte/contracts/autodiagnostico/models';
import { apiMessageIn, createPublicI18n, makeUseT, useUiT } from '@sisacte/ui/i18n';
import pt from './locales/pt.json';

export const autodiagnosticoI18n = createPublicI18n('autodiagnostico', pt, {
  es: () => import(/* webpackChunkName: "ad-lang-es" */ './locales/es.json'),
  en: () => import(/* webpackChunkName: "ad-lang-en" */ './locales/en.json'),
  fr: () => import(/* webpackChunkName: "ad-lang-fr" */ './locales/fr.json'),
  ht: () => import(/* webpackChunkName: "ad-lang-ht" */ './locales/ht.json'),
});

/** `const { t } = useT()`: the self-diagnosis' texts in the page's language (Portuguese without a provider: the staff screens). */
export const useT = makeUseT(autodiagnosticoI18n);

/** Portuguese message → its key under `messages` (the contracts' rules and the API's answers speak Portuguese). */
const MESSAGE_KEYS = new Map(Object.entries(pt.messages).map(([key, text]) => [text, `messages.${key}`]));

/**
 * A Portuguese message of a shared rule (the contracts' zod schemas) or of the API in the page's language, when the
 * catalogue has it; otherwise as it is (a message the API already wrote in the language, or one it lacks).
 */
export function useMessage(): (message: string) => string {
  const { t } = useT();
  const uiT = useUiT();
  return useCallback(
    (message: string) =>
      apiMessageIn(message, (text) => {
        const key = MESSAGE_KEYS.get(text);
        return key ? t(key) : undefined;
      }, uiT),
    [t, uiT],
  );
}

const RISK_KEYS: Readonly<Record<RiskLevel, string>> = { Zero: 'risk.zero', Baixo: 'risk.low', Médio: 'risk.medium', Alto: 'risk.high' };

/** A risk level's name in the page's language ('Médio' → 'Medio', 'Medium'…): the API sends the level as a code. */
export function useRiskName(): (level: RiskLevel) => string {
  const { t } = useT();
  return useCallback((level: RiskLevel) => t(RISK_KEYS[level]), [t]);
}
