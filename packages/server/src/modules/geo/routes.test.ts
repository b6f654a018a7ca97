import { testDatabases, useTestApp } from '../../test/helpers';

describe.each(testDatabases())('map support on %s', (engine) => {
  const ctx = useTestApp(engine);

  it('serves the map configuration (centre -15,-58, zoom 3, place 7) with the local stand-in tiles', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: '/api/geo/config' });
    expect(res.json()).toEqual({ tileUrl: '/api/geo/tiles/{z}/{x}/{y}.png', attribution: expect.any(String), center: [-15, -58], zoom: 3, resetZoom: 3.5, placeZoom: 7 });
    const tile = await ctx().app.inject({ method: 'GET', url: '/api/geo/tiles/3/2/4.png' });
    expect(tile.statusCode).toBe(200);
    expect(tile.headers['content-type']).toBe('image/png');
    expect(tile.rawPayload.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    expect((await ctx().app.inject({ method: 'GET', url: '/api/geo/tiles/1/5/0.png' })).statusCode).toBe(400);
  });

  it('searches Brazilian places ignoring accents, and refuses too short a query', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: '/api/geo/search?q=maraba' });
    expect(res.statusCode).toBe(200);
    expect(res.json()[0]).toMatchObject({ municipio: 'Marabá', uf: 'PA' });
    expect((await ctx().app.inject({ method: 'GET', url: '/api/geo/search?q=sao%20paulo' })).json().map((p: { uf: string }) => p.uf)).toEqual(['SP']);
    expect((await ctx().app.inject({ method: 'GET', url: '/api/geo/search?q=Paris%20Franca' })).json()).toEqual([]);
    expect((await ctx().app.inject({ method: 'GET', url: '/api/geo/search?q=a' })).statusCode).toBe(400);
  });
});
