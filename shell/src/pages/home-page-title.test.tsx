import { render, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { HomePage } from './home-page';
import pt from '../locales/pt.json';
import fr from '../locales/fr.json';

beforeEach(() => sessionStorage.clear());

describe("the home page's tab title and search-result text", () => {
  it.each([
    ['pt', 'SisActe — denúncias trabalhistas e acolhimento de migrantes'],
    ['es', 'SisActe — denuncias laborales y acogida de migrantes'],
    ['en', 'SisActe — reporting labour abuses and support for migrants'],
  ])('is in the language of the page (%s), and the one before comes back on leaving', async (lang, title) => {
    document.title = 'SisActe';
    const { unmount } = render(
      <MemoryRouter initialEntries={[lang === 'pt' ? '/' : `/?lang=${lang}`]}>
        <HomePage />
      </MemoryRouter>,
    );
    await waitFor(() => expect(document.title).toBe(title));
    unmount();
    expect(document.title).toBe('SisActe');
  });

  it("writes the page's search-result text in the page's language, and gives the Portuguese one back on leaving", async () => {
    const meta = document.head.appendChild(document.createElement('meta'));
    meta.name = 'description';
    meta.content = pt.home.metaDescription; // as the built page carries it
    const { unmount } = render(
      <MemoryRouter initialEntries={['/?lang=fr']}>
        <HomePage />
      </MemoryRouter>,
    );
    await waitFor(() => expect(meta.content).toBe(fr.home.metaDescription));
    unmount();
    expect(meta.content).toBe(pt.home.metaDescription);
    meta.remove();
  });
});
