import { entityPaths, fillPath, listPaths } from './api-path';

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

describe('listPaths and entityPaths', () => {
  it('name the list, one record and the exports after the collection', () => {
    expect(listPaths('welcomed-courses')).toEqual({
      list: '/api/welcomed-courses',
      one: '/api/welcomed-courses/:id',
      report: '/api/welcomed-courses/report',
      reportXlsx: '/api/welcomed-courses/report-xlsx',
    });
  });

  it('add the writes on the singular: save (POST, PUT) and remove (DELETE)', () => {
    const paths = entityPaths('courses', 'course');
    expect(paths).toEqual({ ...listPaths('courses'), save: '/api/course', remove: '/api/course/:id' });
    // The types are the literal paths, so fillPath checks the parameters.
    expect(fillPath(paths.remove, { id: 3 })).toBe('/api/course/3');
    const one: '/api/courses/:id' = paths.one;
    expect(one).toBe('/api/courses/:id');
  });
});
