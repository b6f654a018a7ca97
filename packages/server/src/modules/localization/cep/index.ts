import { createLocalStandInCepProvider } from './local-stand-in';
import { cachedCepProvider, type CepProvider } from './provider';
import { createViaCepProvider } from './viacep';

export * from './provider';
export { createLocalStandInCepProvider } from './local-stand-in';
export { CEP_TIMEOUT_MS, createViaCepProvider, VIACEP_DEFAULT_URL } from './viacep';

export type CepProviderName = 'local' | 'viacep';

export interface CepSettings {
  /** `local`: the stand-in list of this repo; `viacep`: the real service. */
  provider: CepProviderName;
  /** ViaCEP root (CEP_PROVIDER_URL). */
  url?: string;
}

/** The configured provider, behind the in-memory cache. */
export function createCepProvider(settings: CepSettings): CepProvider {
  const provider = settings.provider === 'viacep' ? createViaCepProvider({ baseUrl: settings.url }) : createLocalStandInCepProvider();
  return cachedCepProvider(provider);
}
