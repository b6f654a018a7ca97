import { fireEvent, render, screen } from '@testing-library/react';
import { CLASS_FILLS, EMPTY_FILL } from './choropleth-scale';
import { STATES, StatesChoropleth } from './states-choropleth';

jest.mock('@svg-maps/brazil', () => jest.requireActual<typeof import('../../shared/test/brazil-map')>('../../shared/test/brazil-map').brazilMapModule());

const fill = (container: HTMLElement, uf: string) => container.querySelector(`path[data-uf="${uf}"]`)?.getAttribute('fill');

describe('StatesChoropleth', () => {
  it('draws the 27 federative units, each with its title', () => {
    const { container } = render(<StatesChoropleth year={2026} rows={[{ rotulo: 'SP', quantidade: 12 }]} />);
    expect(STATES.map((s) => s.uf).sort()).toEqual(
      ['AC', 'AL', 'AM', 'AP', 'BA', 'CE', 'DF', 'ES', 'GO', 'MA', 'MG', 'MS', 'MT', 'PA', 'PB', 'PE', 'PI', 'PR', 'RJ', 'RN', 'RO', 'RR', 'RS', 'SC', 'SE', 'SP', 'TO'],
    );
    expect(container.querySelectorAll('path[data-uf]')).toHaveLength(27);
    expect(container.querySelector('path[data-uf="SP"] title')).toHaveTextContent('SP: 12 denúncias');
    expect(container.querySelector('path[data-uf="AC"] title')).toHaveTextContent('AC: 0 denúncias');
  });

  it('fills states with complaints by class, darkest for the most, and the others in grey', () => {
    const rows = [
      { rotulo: 'SP', quantidade: 50 },
      { rotulo: 'PA', quantidade: 1 },
      { rotulo: 'mg', quantidade: 25 },
    ];
    const { container } = render(<StatesChoropleth year={2026} rows={rows} />);
    expect(fill(container, 'SP')).toBe(CLASS_FILLS[4]);
    expect(fill(container, 'MG')).toBe(CLASS_FILLS[2]);
    expect(fill(container, 'PA')).toBe(CLASS_FILLS[0]);
    expect(fill(container, 'AC')).toBe(EMPTY_FILL);
    // the legend: 0 and the five classes
    expect(screen.getByRole('list', { name: 'Legenda: denúncias por UF' })).toHaveTextContent('01–1011–2021–3031–4041–50');
  });

  it('is one image whose name summarises the numbers', () => {
    render(<StatesChoropleth year={2025} rows={[{ rotulo: 'SP', quantidade: 2 }, { rotulo: 'RJ', quantidade: 1 }]} />);
    expect(screen.getByRole('img', { name: 'Mapa do Brasil com as denúncias de 2025 por UF: 3 denúncias; mais denúncias em SP (2), RJ (1); 25 UFs sem denúncias.' })).toBeInTheDocument();
  });

  it('shows the count of the state tapped, for phones (no tooltips there)', () => {
    const { container } = render(<StatesChoropleth year={2026} rows={[{ rotulo: 'BA', quantidade: 7 }]} />);
    expect(screen.getByText('Toque ou passe o mouse sobre um estado')).toBeInTheDocument();
    fireEvent.click(container.querySelector('path[data-uf="BA"]')!);
    expect(screen.getByText('Bahia — BA: 7 denúncias')).toBeInTheDocument();
  });
});
