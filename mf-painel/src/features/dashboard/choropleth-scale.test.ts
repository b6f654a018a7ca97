import { choroplethClasses, choroplethSummary, CLASS_FILLS, EMPTY_FILL, fillOf, stateCountText } from './choropleth-scale';

describe('choropleth scale', () => {
  it('splits 1..max in five classes of whole numbers, the last reaching max', () => {
    expect(choroplethClasses(1234).map((c) => c.label)).toEqual(['1–247', '248–494', '495–741', '742–988', '989–1.235']);
    expect(choroplethClasses(10).map((c) => [c.from, c.to])).toEqual([
      [1, 2],
      [3, 4],
      [5, 6],
      [7, 8],
      [9, 10],
    ]);
    // few complaints: one count per class, the same five colours
    expect(choroplethClasses(2).map((c) => c.label)).toEqual(['1', '2', '3', '4', '5']);
    expect(choroplethClasses(0).map((c) => c.fill)).toEqual([...CLASS_FILLS]);
  });

  it('fills 0 in neutral grey and each count with its class colour, darker for more', () => {
    const classes = choroplethClasses(10);
    expect(fillOf(0, classes)).toBe(EMPTY_FILL);
    expect(fillOf(1, classes)).toBe(CLASS_FILLS[0]);
    expect(fillOf(2, classes)).toBe(CLASS_FILLS[0]);
    expect(fillOf(3, classes)).toBe(CLASS_FILLS[1]);
    expect(fillOf(10, classes)).toBe(CLASS_FILLS[4]);
    expect(fillOf(11, classes)).toBe(CLASS_FILLS[4]);
    expect(CLASS_FILLS).not.toContain(EMPTY_FILL);
  });

  it("says 'UF: n denúncias', in pt-BR numbers", () => {
    expect(stateCountText('SP', 1234)).toBe('SP: 1.234 denúncias');
    expect(stateCountText('AC', 0)).toBe('AC: 0 denúncias');
    expect(stateCountText('PA', 1)).toBe('PA: 1 denúncia');
  });

  it('summarises the map: total, the states with most complaints, how many have none, and any UF off the map', () => {
    const ufs = ['AC', 'PA', 'SP', 'RJ'];
    expect(choroplethSummary(2026, new Map([['SP', 12], ['PA', 3]]), ufs)).toBe(
      'Mapa do Brasil com as denúncias de 2026 por UF: 15 denúncias; mais denúncias em SP (12), PA (3); 2 UFs sem denúncias.',
    );
    expect(choroplethSummary(2026, new Map([['XX', 1]]), ufs)).toBe('Mapa do Brasil com as denúncias de 2026 por UF: 1 denúncia; 4 UFs sem denúncias; fora do mapa: XX (1).');
  });
});
