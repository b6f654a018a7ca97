import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig } from '../../config';

describe('map settings', () => {
  const dir = () => mkdtempSync(join(tmpdir(), 'sisacte-geo-'));

  it('reads the geocoder and map settings, and needs GEOCODER_URL for nominatim', () => {
    expect(() => loadConfig({ DATA_DIR: dir(), GEOCODER: 'nominatim' }, '/')).toThrow('GEOCODER_URL is required');
    expect(() => loadConfig({ DATA_DIR: dir(), GEOCODER: 'google' }, '/')).toThrow(ConfigError);
    const c = loadConfig({ DATA_DIR: dir(), GEOCODER: 'nominatim', GEOCODER_URL: 'http://geo.local', MAP_TILE_URL: 'http://tiles.local/{z}/{x}/{y}.png', COMPLAINT_RATE_LIMIT_IP: '50' }, '/');
    expect(c.geo).toMatchObject({ geocoder: 'nominatim', geocoderUrl: 'http://geo.local', mapTileUrl: 'http://tiles.local/{z}/{x}/{y}.png' });
    expect(c.denuncias).toMatchObject({ complaintsPerIp: 50 });
    expect(c.geo.mapAttribution).toContain('OpenStreetMap');
  });
});
