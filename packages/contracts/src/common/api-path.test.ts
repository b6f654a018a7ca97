import { fillPath } from './api-path';

describe('fillPath', () => {
  it('fills every parameter, URI-encoded', () => {
    expect(fillPath('/api/welcomeds/:id', { id: 7 })).toBe('/api/welcomeds/7');
    expect(fillPath('/api/geo/tiles/:z/:x/:y.png', { z: 1, x: 2, y: 3 })).toBe('/api/geo/tiles/1/2/3.png');
    expect(fillPath('/admin/cadastros/:welcomed_id', { welcomed_id: 'a b/c' })).toBe('/admin/cadastros/a%20b%2Fc');
  });

  it('leaves a pattern without parameters as it is', () => {
    expect(fillPath('/api/welcomeds')).toBe('/api/welcomeds');
  });

  it('refuses a missing parameter', () => {
    // @ts-expect-error the parameter is required by the type too
    expect(() => fillPath('/api/welcomeds/:id', {})).toThrow("falta o parâmetro 'id'");
  });
});
