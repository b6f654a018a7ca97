import { createNominatimGeocoder } from './nominatim';

describe('the Nominatim geocoder', () => {
  it('asks a Nominatim-compatible service for Brazilian places only, with a User-Agent, and maps its answer', async () => {
    const calls: { url: string; headers: Record<string, string> }[] = [];
    const fake = (async (url: URL, init: RequestInit) => {
      calls.push({ url: String(url), headers: init.headers as Record<string, string> });
      return new Response(
        JSON.stringify([{ display_name: 'Marabá, Pará, Brasil', lat: '-5.38', lon: '-49.13', address: { city: 'Marabá', 'ISO3166-2-lvl4': 'BR-PA' } }]),
      );
    }) as unknown as typeof fetch;
    const places = await createNominatimGeocoder({ baseUrl: 'http://geo.local/nominatim', fetch: fake }).search('Marabá');
    expect(places).toEqual([{ nome: 'Marabá, Pará, Brasil', lat: -5.38, lon: -49.13, uf: 'PA', municipio: 'Marabá' }]);
    const url = new URL(calls[0]!.url);
    expect(url.pathname).toBe('/nominatim/search');
    expect(url.searchParams.get('countrycodes')).toBe('br');
    expect(url.searchParams.get('q')).toBe('Marabá');
    expect(calls[0]!.headers['User-Agent']).toMatch(/SisActe/);
  });

  it('answers 502 in Portuguese when the service fails', async () => {
    const failing = (async () => new Response('x', { status: 503 })) as unknown as typeof fetch;
    await expect(createNominatimGeocoder({ baseUrl: 'http://geo.local', fetch: failing }).search('Belém')).rejects.toMatchObject({
      statusCode: 502,
      message: expect.stringContaining('indisponível'),
    });
  });
});
