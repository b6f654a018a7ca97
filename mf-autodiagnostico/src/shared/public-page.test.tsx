import { render, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { autodiagnosticoI18n } from '../i18n';
import { PublicPage } from './public-page';

afterEach(() => autodiagnosticoI18n.load('pt'));

describe("a public self-diagnosis page's tab title", () => {
  it.each([
    ['pt', 'Autodiagnóstico de riscos no trabalho — SisActe'],
    ['es', 'Autodiagnóstico de riesgos en el trabajo — SisActe'],
    ['fr', 'Autodiagnostic des risques au travail — SisActe'],
  ])('is in the language of the page (%s)', async (lang, title) => {
    document.title = 'SisActe';
    const { unmount } = render(
      <MemoryRouter initialEntries={[lang === 'pt' ? '/admin/autodiagnostico' : `/admin/autodiagnostico?lang=${lang}`]}>
        <PublicPage>
          <p>Página</p>
        </PublicPage>
      </MemoryRouter>,
    );
    await waitFor(() => expect(document.title).toBe(title));
    unmount();
    expect(document.title).toBe('SisActe');
  });
});
