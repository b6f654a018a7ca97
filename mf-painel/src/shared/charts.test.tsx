import { render } from '@testing-library/react';
import { BarChart, ColumnChart, niceTicks, PieChart } from './charts';

// jsdom lays nothing out: the charts are given a width to draw in.
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 600 });
});
afterAll(() => {
  delete (HTMLElement.prototype as { clientWidth?: number }).clientWidth;
});

const titles = (container: HTMLElement) => [...container.querySelectorAll('rect title, path title')].map((t) => t.textContent);

describe('the dashboard charts (SVG)', () => {
  it('steps an axis by 1, 2 or 5 × 10ⁿ up to at least the largest value', () => {
    expect(niceTicks(0)).toEqual([0, 1]);
    expect(niceTicks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(niceTicks(1234)).toEqual([0, 500, 1000, 1500]);
  });

  it('draws a column per month and series, each with its number in pt-BR, and the legend of the series', () => {
    const { container, getByText } = render(
      <ColumnChart
        data={[
          { x: 'Jan', serie: 'Cadastrados', y: 1234 },
          { x: 'Jan', serie: 'Acolhidos', y: 3 },
          { x: 'Fev', serie: 'Cadastrados', y: 0 },
          { x: 'Fev', serie: 'Acolhidos', y: 5 },
        ]}
      />,
    );
    expect(titles(container)).toEqual(['Jan — Cadastrados: 1.234', 'Jan — Acolhidos: 3', 'Fev — Cadastrados: 0', 'Fev — Acolhidos: 5']);
    expect(getByText('Cadastrados')).toBeInTheDocument();
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('draws a bar per category with its number after it', () => {
    const { container, getByText } = render(<BarChart data={[{ x: 'Saúde', y: 12 }, { x: 'Emprego', y: 3 }]} />);
    expect(titles(container)).toEqual(['Saúde: 12', 'Emprego: 3']);
    expect(getByText('12')).toBeInTheDocument();
  });

  it('draws a slice per category with data, its share written on it, and the legend', () => {
    const { container, getByText } = render(<PieChart data={[{ x: 'Feminino', y: 3 }, { x: 'Masculino', y: 1 }, { x: 'Outro', y: 0 }]} />);
    expect(titles(container)).toEqual(['Feminino: 3 (75%)', 'Masculino: 1 (25%)']);
    expect(getByText('75%')).toBeInTheDocument();
    expect(getByText('Masculino')).toBeInTheDocument();
  });
});
