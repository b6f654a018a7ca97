import { render, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { HomePage } from './home-page';

beforeEach(() => sessionStorage.clear());

describe("the home page's tab title", () => {
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
});
