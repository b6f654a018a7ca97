import { formatCep } from '@sisacte/contracts/common/cep';
import { CepUnavailableError, type CepLookup, type CepProvider } from './provider';

export const VIACEP_DEFAULT_URL = 'https://viacep.com.br';
export const CEP_TIMEOUT_MS = 3000;

export interface ViaCepOptions {
  /** Service root; the request is `${baseUrl}/ws/<cep>/json/`. */
  baseUrl?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

interface ViaCepBody {
  erro?: boolean | string;
  cep?: string;
  logradouro?: string;
  complemento?: string;
  bairro?: string;
  localidade?: string;
  uf?: string;
  ibge?: string;
}

/** The public ViaCEP service (https://viacep.com.br): unknown CEPs come back as 200 `{"erro": true}`. */
export function createViaCepProvider(options: ViaCepOptions = {}): CepProvider {
  const baseUrl = (options.baseUrl ?? VIACEP_DEFAULT_URL).replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? CEP_TIMEOUT_MS;
  const doFetch = options.fetch ?? fetch;

  return {
    name: 'viacep',
    async lookup(cep): Promise<CepLookup | null> {
      let response: Response;
      let body: ViaCepBody;
      try {
        response = await doFetch(`${baseUrl}/ws/${encodeURIComponent(cep)}/json/`, {
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (response.status === 400 || response.status === 404) return null;
        if (!response.ok) throw new CepUnavailableError(`ViaCEP answered ${response.status}`);
        body = (await response.json()) as ViaCepBody;
      } catch (error) {
        if (error instanceof CepUnavailableError) throw error;
        throw new CepUnavailableError(`ViaCEP did not answer: ${(error as Error).message}`, { cause: error });
      }
      if (body.erro === true || body.erro === 'true' || !body.cep) return null;
      const ibge = /^\d{7}$/.test(body.ibge ?? '') ? Number(body.ibge) : null;
      return {
        cep: formatCep(body.cep),
        logradouro: body.logradouro ?? '',
        complemento: body.complemento ?? '',
        bairro: body.bairro ?? '',
        localidade: body.localidade ?? '',
        uf: (body.uf ?? '').toUpperCase(),
        ibge,
      };
    },
  };
}
