import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig } from '../../config';
import { LOCAL_TILE_URL } from '../geo';

describe('complaints settings', () => {
  const dir = () => mkdtempSync(join(tmpdir(), 'sisacte-den-'));

  it('generates the captcha key in the demo, keeps it in DATA_DIR and reuses it after a restart', () => {
    const dataDir = dir();
    const first = loadConfig({ DATA_DIR: dataDir }, '/');
    expect(first.denuncias.altchaHmacKey.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dataDir, 'altcha-hmac-key'), 'utf8').trim()).toBe(first.denuncias.altchaHmacKey);
    expect(loadConfig({ DATA_DIR: dataDir }, '/').denuncias.altchaHmacKey).toBe(first.denuncias.altchaHmacKey);
    expect(first.denuncias).toMatchObject({ altchaMaxNumber: 50_000, complaintsPerIp: 30 });
    expect(first.geo).toMatchObject({ geocoder: 'local', mapTileUrl: LOCAL_TILE_URL });
  });

  it('derives the same captcha key on every PostgreSQL instance from JWT_SECRET, or takes ALTCHA_HMAC_KEY', () => {
    const env = { DATABASE_URL: 'postgres://x/y', JWT_SECRET: 'j'.repeat(40), ADMIN_PASSWORD: 'jabuticaba-azul-voando' };
    const a = loadConfig({ ...env, DATA_DIR: dir() }, '/').denuncias.altchaHmacKey;
    const b = loadConfig({ ...env, DATA_DIR: dir() }, '/').denuncias.altchaHmacKey;
    expect(a).toBe(b);
    expect(a).not.toBe(env.JWT_SECRET);
    expect(loadConfig({ ...env, ALTCHA_HMAC_KEY: 'k'.repeat(32) }, '/').denuncias.altchaHmacKey).toBe('k'.repeat(32));
    expect(() => loadConfig({ ...env, ALTCHA_HMAC_KEY: 'curta' }, '/')).toThrow(ConfigError);
  });

  it('takes RECEIPT_HMAC_KEY for the receipt codes when given (at least 32 characters); otherwise leaves it to derive from the captcha key', () => {
    const env = { DATABASE_URL: 'postgres://x/y', JWT_SECRET: 'j'.repeat(40), ADMIN_PASSWORD: 'jabuticaba-azul-voando', DATA_DIR: dir() };
    expect(loadConfig(env, '/').denuncias.receiptHmacKey).toBeUndefined();
    expect(loadConfig({ ...env, RECEIPT_HMAC_KEY: 'r'.repeat(32) }, '/').denuncias.receiptHmacKey).toBe('r'.repeat(32));
    expect(() => loadConfig({ ...env, RECEIPT_HMAC_KEY: 'curta' }, '/')).toThrow(ConfigError);
  });
});
