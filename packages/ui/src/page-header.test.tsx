import { screen, within } from '@testing-library/react';
import { renderUi } from './test';
import { PageHeader } from './page-header';
import { Panel } from './panel';

describe('PageHeader', () => {
  it('shows the breadcrumb as a named list, the current screen last, and the title as a heading', () => {
    renderUi(<PageHeader title="Cursos" breadcrumb={[{ title: 'Acolhimento' }, { title: 'Cursos' }]} extra={<button>Novo</button>} />);
    const trail = screen.getByRole('navigation', { name: 'Trilha de navegação' });
    const steps = within(trail).getAllByRole('listitem');
    expect(steps.map((s) => s.textContent)).toEqual(['Acolhimento/', 'Cursos']);
    expect(steps[1]).toHaveAttribute('aria-current', 'page');
    expect(steps[0]).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('heading', { name: 'Cursos', level: 3 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Novo' })).toBeInTheDocument();
  });

  it('has no breadcrumb when none is given', () => {
    renderUi(<PageHeader title="Painel" />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});

describe('Panel', () => {
  it('is a region named by its title, holding its content', () => {
    renderUi(
      <Panel title="Denúncias por UF">
        <p>conteúdo</p>
      </Panel>,
    );
    expect(within(screen.getByRole('region', { name: 'Denúncias por UF' })).getByText('conteúdo')).toBeInTheDocument();
  });
});
