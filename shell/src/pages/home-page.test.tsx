import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { HomePage } from './home-page';

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <HomePage />
    </MemoryRouter>,
  );

beforeEach(() => sessionStorage.clear());

describe('the public home page languages', () => {
  it('is in Portuguese by default, its links without a language', () => {
    renderAt('/');
    expect(screen.getByRole('heading', { level: 1, name: 'Trabalho digno, sem exploração' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Fazer uma denúncia' })).toHaveAttribute('href', '/denunciar');
    expect(screen.getByRole('combobox', { name: 'Idioma' })).toHaveValue('pt');
  });

  it('switches to Spanish when picked, and its public links keep the language', async () => {
    renderAt('/');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Idioma' }), 'Español');
    expect(await screen.findByRole('heading', { level: 1, name: 'Trabajo digno, sin explotación' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Hacer una denuncia' })).toHaveAttribute('href', '/denunciar?lang=es');
    expect(screen.getByRole('link', { name: 'Seguir una denuncia' })).toHaveAttribute('href', '/denunciar/acompanhar?lang=es');
    expect(screen.getByRole('link', { name: 'Hacer un autodiagnóstico' }).getAttribute('href')).toMatch(/\?lang=es$/);
    // the staff's way in stays as it is: the back office speaks Portuguese
    expect(screen.getByRole('link', { name: 'Área restringida' })).toHaveAttribute('href', '/login');
    await waitFor(() => expect(document.documentElement.lang).toBe('es'));
  });

  it.each([
    ['en', 'Decent work, free from exploitation'],
    ['fr', 'Un travail digne, sans exploitation'],
    ['ht', 'Travay ki gen diyite, san eksplwatasyon'],
  ])('opens in the language of ?lang=%s', async (lang, title) => {
    renderAt(`/?lang=${lang}`);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it('a remembered language is not mistaken for a session: the session code stays unloaded', async () => {
    sessionStorage.setItem('sisacte.lang', 'es');
    renderAt('/');
    expect(await screen.findByRole('link', { name: 'Área restringida' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Ir al panel' })).not.toBeInTheDocument();
  });
});
