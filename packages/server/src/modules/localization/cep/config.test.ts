import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig } from '../../../config';

describe('CEP settings (CEP_PROVIDER, CEP_PROVIDER_URL)', () => {
  let cwd: string;
  beforeEach(() => {
    cwd = mkdtempSync(join(tmpdir(), 'sisacte-cep-config-'));
  });
  afterEach(() => rmSync(cwd, { recursive: true, force: true }));

  const production = { DATABASE_URL: 'postgres://app@db/sisacte', JWT_SECRET: 'x'.repeat(40) };

  it('uses the local stand-in in the demo and ViaCEP with PostgreSQL', () => {
    expect(loadConfig({}, cwd).cep).toEqual({ provider: 'local', url: 'https://viacep.com.br' });
    expect(loadConfig(production, cwd).cep).toEqual({ provider: 'viacep', url: 'https://viacep.com.br' });
  });

  it('follows CEP_PROVIDER and CEP_PROVIDER_URL', () => {
    expect(loadConfig({ CEP_PROVIDER: 'VIACEP', CEP_PROVIDER_URL: 'http://cep.interno:8080' }, cwd).cep).toEqual({
      provider: 'viacep',
      url: 'http://cep.interno:8080',
    });
    expect(loadConfig({ ...production, CEP_PROVIDER: 'local' }, cwd).cep.provider).toBe('local');
  });

  it('refuses an unknown provider or a URL that is not http(s)', () => {
    expect(() => loadConfig({ CEP_PROVIDER: 'correios' }, cwd)).toThrow(ConfigError);
    expect(() => loadConfig({ CEP_PROVIDER: 'correios' }, cwd)).toThrow('CEP_PROVIDER must be local or viacep');
    expect(() => loadConfig({ CEP_PROVIDER_URL: 'viacep.com.br' }, cwd)).toThrow('CEP_PROVIDER_URL must be an http(s) URL');
  });
});
