import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { onlyDigits } from '@sisacte/contracts/common/cpf';
import type { CepLookup, CepProvider } from './provider';

export const LOCAL_STAND_IN_FILE = join(import.meta.dirname, 'local-stand-in-ceps.json');

/** One CEP of the stand-in's file: a lookup with the IBGE code written as text. */
type StandInEntry = Omit<CepLookup, 'ibge'> & { ibge: string };

/**
 * LOCAL STAND-IN of the CEP service, for the demo and the tests (CEP_PROVIDER=local): it knows only the
 * few real CEPs listed in local-stand-in-ceps.json and answers "not found" for every other one.
 */
export function createLocalStandInCepProvider(file: string = LOCAL_STAND_IN_FILE): CepProvider {
  const { ceps } = JSON.parse(readFileSync(file, 'utf8')) as { ceps: StandInEntry[] };
  const byDigits = new Map<string, CepLookup>(
    ceps.map((e) => [onlyDigits(e.cep), { ...e, ibge: e.ibge ? Number(e.ibge) : null }]),
  );
  return {
    name: 'local-stand-in',
    lookup: async (cep) => {
      const found = byDigits.get(cep);
      return found ? { ...found } : null;
    },
  };
}
