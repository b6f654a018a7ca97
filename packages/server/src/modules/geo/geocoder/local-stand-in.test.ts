import { createLocalStandInGeocoder } from './local-stand-in';

describe('the local stand-in geocoder', () => {
  it('finds stand-in places by every word, ignoring accents', async () => {
    const geocoder = createLocalStandInGeocoder();
    expect((await geocoder.search('sao felix')).map((p) => p.municipio)).toEqual(['São Félix do Xingu']);
    expect((await geocoder.search('Belém, PA')).map((p) => p.uf)).toEqual(['PA']);
  });
});
