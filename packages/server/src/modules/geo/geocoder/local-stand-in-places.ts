import { type GeoPlace } from '@sisacte/contracts/geo/geo';

/**
 * The places the LOCAL STAND-IN geocoder knows: the 27 state capitals and some rural municipalities
 * where labour inspection often acts, with approximate coordinates of their centres.
 */
export const LOCAL_STAND_IN_PLACES: readonly GeoPlace[] = (
  [
    ['Rio Branco', 'AC', -9.974, -67.81],
    ['Maceió', 'AL', -9.666, -35.735],
    ['Macapá', 'AP', 0.035, -51.07],
    ['Manaus', 'AM', -3.119, -60.022],
    ['Salvador', 'BA', -12.971, -38.501],
    ['Fortaleza', 'CE', -3.732, -38.527],
    ['Brasília', 'DF', -15.794, -47.882],
    ['Vitória', 'ES', -20.315, -40.312],
    ['Goiânia', 'GO', -16.686, -49.264],
    ['São Luís', 'MA', -2.53, -44.303],
    ['Cuiabá', 'MT', -15.601, -56.097],
    ['Campo Grande', 'MS', -20.469, -54.62],
    ['Belo Horizonte', 'MG', -19.917, -43.935],
    ['Belém', 'PA', -1.456, -48.49],
    ['João Pessoa', 'PB', -7.115, -34.864],
    ['Curitiba', 'PR', -25.428, -49.273],
    ['Recife', 'PE', -8.047, -34.877],
    ['Teresina', 'PI', -5.089, -42.802],
    ['Rio de Janeiro', 'RJ', -22.907, -43.173],
    ['Natal', 'RN', -5.795, -35.209],
    ['Porto Alegre', 'RS', -30.035, -51.218],
    ['Porto Velho', 'RO', -8.761, -63.9],
    ['Boa Vista', 'RR', 2.82, -60.672],
    ['Florianópolis', 'SC', -27.595, -48.548],
    ['São Paulo', 'SP', -23.551, -46.633],
    ['Aracaju', 'SE', -10.947, -37.073],
    ['Palmas', 'TO', -10.184, -48.333],
    ['São Félix do Xingu', 'PA', -6.644, -51.995],
    ['Marabá', 'PA', -5.381, -49.132],
    ['Xinguara', 'PA', -7.098, -49.943],
    ['Confresa', 'MT', -10.644, -51.569],
    ['Sorriso', 'MT', -12.545, -55.711],
    ['Unaí', 'MG', -16.359, -46.906],
    ['Açailândia', 'MA', -4.947, -47.5],
    ['Balsas', 'MA', -7.532, -46.036],
    ['Barreiras', 'BA', -12.153, -44.99],
  ] as const
).map(([municipio, uf, lat, lon]) => ({ nome: `${municipio} - ${uf}, Brasil`, lat, lon, uf, municipio }));
