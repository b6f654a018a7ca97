import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { SidebarBlock } from '../../shared/api-call';
import { WizardSidebar } from './wizard-sidebar';

const BLOCKS: SidebarBlock[] = [
  { id: 100, titulo: 'Registro', ordem: 1, questoes: [{ id: 10, enunciado: 'Há registro?', ordem: 1, resposta: 1, risco: 'Zero' }, { id: 11, enunciado: 'Há exames?', ordem: 2, resposta: null, risco: null }] },
  { id: 101, titulo: 'Jornada', ordem: 2, questoes: [{ id: 20, enunciado: 'Há controle de ponto?', ordem: 1, resposta: null, risco: null }] },
];

describe('the wizard sidebar', () => {
  const offsetTop = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetTop');
  const scrollTop = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollTop');
  beforeAll(() => {
    const scrolled = new WeakMap<Element, number>();
    Object.defineProperty(HTMLElement.prototype, 'scrollTop', {
      configurable: true,
      get(this: Element) {
        return scrolled.get(this) ?? 0;
      },
      set(this: Element, v: number) {
        scrolled.set(this, v);
      },
    });
    // jsdom has no layout: each link sits 100 px below the previous one
    Object.defineProperty(HTMLElement.prototype, 'offsetTop', {
      configurable: true,
      get(this: HTMLElement) {
        const links = [...(this.closest('nav')?.querySelectorAll('a') ?? [])];
        return Math.max(0, links.indexOf(this as HTMLAnchorElement)) * 100;
      },
    });
  });
  afterAll(() => {
    if (offsetTop) Object.defineProperty(HTMLElement.prototype, 'offsetTop', offsetTop);
    delete (HTMLElement.prototype as { scrollTop?: number }).scrollTop;
    if (scrollTop) Object.defineProperty(Element.prototype, 'scrollTop', scrollTop);
  });

  it('marks the question of the route as active, scrolls it 350 px below the top, and marks the answered ones', () => {
    render(
      <MemoryRouter>
        <WizardSidebar avaliacaoId={7} blocks={BLOCKS} tipo="questao" activeId={20} />
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: 'Blocos e questões' });
    const active = within(nav).getByRole('link', { current: 'step' });
    expect(active).toHaveTextContent('2.1 Há controle de ponto?');
    expect(active).toHaveAttribute('href', '/admin/autodiagnostico/identificacao-riscos/7/questao/20/101');
    // links: block 1 (0), 1.1 (100), 1.2 (200), block 2 (300), 2.1 (400): 400 − 350
    expect(nav.scrollTop).toBe(50);
    expect(within(nav).getByRole('link', { name: /1\.1 Há registro\? \(respondida\)/ })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: /1\.2 Há exames\? \(não respondida\)/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Ver todas as questões \(1 de 3 respondidas\)/ })).toHaveAttribute('aria-expanded', 'false');
  });

  it('marks a block as active on its presentation step', () => {
    render(
      <MemoryRouter>
        <WizardSidebar avaliacaoId={7} blocks={BLOCKS} tipo="bloco" activeId={101} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { current: 'step' })).toHaveTextContent('2. Jornada');
  });
});
