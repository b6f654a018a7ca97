import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, LOCAL_TILE_URL, loadConfig } from '../../config';
import { searchNominatim } from '../geo/routes';
import { searchLocalPlaces } from '../geo/local-places';
import { createReceiptSealer, newReceiptCode, normalizeReceiptCode } from './complaints/receipt';
import { formatProtocol } from './complaints/service';

describe('complaints settings', () => {
  const dir = () => mkdtempSync(join(tmpdir(), 'sisacte-den-'));

  it('generates the captcha key in the demo, keeps it in DATA_DIR and reuses it after a restart', () => {
    const dataDir = dir();
    const first = loadConfig({ DATA_DIR: dataDir }, '/');
    expect(first.denuncias.altchaHmacKey.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dataDir, 'altcha-hmac-key'), 'utf8').trim()).toBe(first.denuncias.altchaHmacKey);
    expect(loadConfig({ DATA_DIR: dataDir }, '/').denuncias.altchaHmacKey).toBe(first.denuncias.altchaHmacKey);
    expect(first.denuncias).toMatchObject({ altchaMaxNumber: 50_000, complaintsPerIp: 5, geocoder: 'local', mapTileUrl: LOCAL_TILE_URL });
  });

  it('derives the same captcha key on every PostgreSQL instance from JWT_SECRET, or takes ALTCHA_HMAC_KEY', () => {
    const env = { DATABASE_URL: 'postgres://x/y', JWT_SECRET: 'j'.repeat(40), ADMIN_PASSWORD: 'x' };
    const a = loadConfig({ ...env, DATA_DIR: dir() }, '/').denuncias.altchaHmacKey;
    const b = loadConfig({ ...env, DATA_DIR: dir() }, '/').denuncias.altchaHmacKey;
    expect(a).toBe(b);
    expect(a).not.toBe(env.JWT_SECRET);
    expect(loadConfig({ ...env, ALTCHA_HMAC_KEY: 'k'.repeat(32) }, '/').denuncias.altchaHmacKey).toBe('k'.repeat(32));
    expect(() => loadConfig({ ...env, ALTCHA_HMAC_KEY: 'curta' }, '/')).toThrow(ConfigError);
  });

  it('reads the geocoder and map settings, and needs GEOCODER_URL for nominatim', () => {
    expect(() => loadConfig({ DATA_DIR: dir(), GEOCODER: 'nominatim' }, '/')).toThrow('GEOCODER_URL is required');
    expect(() => loadConfig({ DATA_DIR: dir(), GEOCODER: 'google' }, '/')).toThrow(ConfigError);
    const c = loadConfig({ DATA_DIR: dir(), GEOCODER: 'nominatim', GEOCODER_URL: 'http://geo.local', MAP_TILE_URL: 'http://tiles.local/{z}/{x}/{y}.png', COMPLAINT_RATE_LIMIT_IP: '50' }, '/');
    expect(c.denuncias).toMatchObject({ geocoder: 'nominatim', geocoderUrl: 'http://geo.local', mapTileUrl: 'http://tiles.local/{z}/{x}/{y}.png', complaintsPerIp: 50 });
    expect(c.denuncias.mapAttribution).toContain('OpenStreetMap');
  });
});

describe('geocoder adapters', () => {
  it('asks a Nominatim-compatible service for Brazilian places only, with a User-Agent, and maps its answer', async () => {
    const calls: { url: string; headers: Record<string, string> }[] = [];
    const fake = (async (url: URL, init: RequestInit) => {
      calls.push({ url: String(url), headers: init.headers as Record<string, string> });
      return new Response(
        JSON.stringify([{ display_name: 'Marabá, Pará, Brasil', lat: '-5.38', lon: '-49.13', address: { city: 'Marabá', 'ISO3166-2-lvl4': 'BR-PA' } }]),
      );
    }) as unknown as typeof fetch;
    const places = await searchNominatim({ geocoder: 'nominatim', geocoderUrl: 'http://geo.local/nominatim', mapTileUrl: '', mapAttribution: '', searchesPerIp: 1, fetchImpl: fake }, 'Marabá');
    expect(places).toEqual([{ nome: 'Marabá, Pará, Brasil', lat: -5.38, lon: -49.13, uf: 'PA', municipio: 'Marabá' }]);
    const url = new URL(calls[0]!.url);
    expect(url.pathname).toBe('/nominatim/search');
    expect(url.searchParams.get('countrycodes')).toBe('br');
    expect(url.searchParams.get('q')).toBe('Marabá');
    expect(calls[0]!.headers['User-Agent']).toMatch(/SisActe/);
  });

  it('answers 502 in Portuguese when the service fails', async () => {
    const failing = (async () => new Response('x', { status: 503 })) as unknown as typeof fetch;
    await expect(
      searchNominatim({ geocoder: 'nominatim', geocoderUrl: 'http://geo.local', mapTileUrl: '', mapAttribution: '', searchesPerIp: 1, fetchImpl: failing }, 'Belém'),
    ).rejects.toMatchObject({ statusCode: 502, message: expect.stringContaining('indisponível') });
  });

  it('finds stand-in places by every word, ignoring accents', () => {
    expect(searchLocalPlaces('sao felix').map((p) => p.municipio)).toEqual(['São Félix do Xingu']);
    expect(searchLocalPlaces('Belém, PA').map((p) => p.uf)).toEqual(['PA']);
  });
});

describe('protocol numbers and receipt codes', () => {
  it('formats protocol numbers as DEN-<year>-<6 digits>', () => {
    expect(formatProtocol(2026, 123)).toBe('DEN-2026-000123');
    expect(formatProtocol(2026, 1234567)).toBe('DEN-2026-1234567');
  });

  it('makes distinct receipt codes and forgives how a person types them', () => {
    const codes = new Set(Array.from({ length: 200 }, newReceiptCode));
    expect(codes.size).toBe(200);
    const code = [...codes][0]!;
    expect(normalizeReceiptCode(code.toLowerCase().replace(/-/g, ' '))).toBe(code);
    expect(normalizeReceiptCode('abco-illx-1234')).toBe('ABC0-111X-1234');
  });

  it('seals a receipt code so that only this server opens it', () => {
    const sealer = createReceiptSealer('segredo-um-com-mais-de-32-caracteres!!');
    const sealed = sealer.seal('K7QM-4XPD-9TNR');
    expect(sealed).not.toContain('K7QM');
    expect(sealer.open(sealed)).toBe('K7QM-4XPD-9TNR');
    expect(createReceiptSealer('outro-segredo-com-mais-de-32-caracteres').open(sealed)).toBeNull();
  });
});
