import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '@sisacte/ui';
import { PublicLanguageProvider } from '@sisacte/ui/i18n';
import { renderAt as renderInRouter } from '@sisacte/ui/test';
import { denunciasI18n } from '../../i18n';
import { PublicFrame } from '../../public/public-frame';
import { FollowUpPage } from './follow-up-page';
import { FollowUpShellPage } from './follow-up-shell-page';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
  sessionStorage.clear();
});

function renderAt(path: string) {
  render(
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>
        <PublicLanguageProvider i18n={denunciasI18n}>
          <PublicFrame>
            <FollowUpPage wizardPath="/denunciar" />
          </PublicFrame>
        </PublicLanguageProvider>
      </MemoryRouter>
    </AppProviders>,
  );
}

describe('the public follow-up in the page language', () => {
  it('in Spanish: its <h1>, its labels and links keep the language, and the request asks the API to answer in Spanish', async () => {
    const requests: Request[] = [];
    globalThis.fetch = jest.fn(async (input: Request) => {
      requests.push(input);
      const message = 'El protocolo o el código de comprobante no coinciden.';
      return new Response(JSON.stringify({ message, messages: [message] }), { status: 404, headers: { 'content-type': 'application/json' } });
    }) as unknown as typeof fetch;
    renderAt('/denunciar/acompanhar?lang=es');
    expect(await screen.findByRole('heading', { level: 1, name: 'Seguir una denuncia' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Hacer una denuncia' })).toHaveAttribute('href', '/denunciar?lang=es');
    expect(screen.getByText(/¿En peligro ahora\? Llame al 190/)).toBeInTheDocument();
    // a rule of the shared schema (Portuguese) shown in Spanish
    fireEvent.click(screen.getByRole('button', { name: /Consultar/ }));
    expect(await screen.findByText('El número de protocolo es obligatorio')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Número de protocolo'), { target: { value: 'DEN-2026-000123' } });
    fireEvent.change(screen.getByLabelText('Código de comprobante'), { target: { value: 'AAAA-BBBB-CCCC' } });
    fireEvent.click(screen.getByRole('button', { name: /Consultar/ }));
    expect(await screen.findByText('El protocolo o el código de comprobante no coinciden.')).toBeInTheDocument();
    expect(requests[0]!.headers.get('accept-language')).toBe('es');
  });

  it("a server failure in Spanish keeps its error code, the code's words in Spanish too", async () => {
    globalThis.fetch = jest.fn(
      async () =>
        new Response(JSON.stringify({ message: 'Error interno del servidor', messages: [], traceId: '3f9a1c2b4d5e6f70' }), { status: 500, headers: { 'content-type': 'application/json' } }),
    ) as unknown as typeof fetch;
    renderAt('/denunciar/acompanhar?lang=es');
    fireEvent.change(await screen.findByLabelText('Número de protocolo'), { target: { value: 'DEN-2026-000123' } });
    fireEvent.change(screen.getByLabelText('Código de comprobante'), { target: { value: 'AAAA-BBBB-CCCC' } });
    fireEvent.click(screen.getByRole('button', { name: /Consultar/ }));
    expect(await screen.findByText('Error interno del servidor (código de error: 3f9a1c2b4d5e6f70)')).toBeInTheDocument();
    expect(screen.queryByText(/código do erro/)).toBeNull();
  });

  it('inside the shell (/admin/denuncias/acompanhar?lang=en): the tab is titled in English, and given back when left', async () => {
    document.title = 'SisActe';
    const { unmount } = renderInRouter(<FollowUpShellPage />, '/admin/denuncias/acompanhar?lang=en');
    await waitFor(() => expect(document.title).toBe('Follow up a complaint — SisActe'));
    unmount();
    expect(document.title).toBe('SisActe');
  });

  it('switches language from the header picker, the status in the language', async () => {
    globalThis.fetch = jest.fn(
      async () => new Response(JSON.stringify({ numerodemanda: 'DEN-2026-000123', status: 'Protocolada', createdAt: '2026-11-21T15:00:00Z' }), { status: 200, headers: { 'content-type': 'application/json' } }),
    ) as unknown as typeof fetch;
    renderAt('/denunciar/acompanhar');
    expect(screen.getByRole('heading', { level: 1, name: 'Acompanhar uma denúncia' })).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Idioma' }), 'Français');
    expect(await screen.findByRole('heading', { level: 1, name: 'Suivre un signalement' })).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement.lang).toBe('fr'));
    fireEvent.change(screen.getByLabelText('Numéro de dossier'), { target: { value: 'DEN-2026-000123' } });
    fireEvent.change(screen.getByLabelText('Code de récépissé'), { target: { value: 'AAAA-BBBB-CCCC' } });
    fireEvent.click(screen.getByRole('button', { name: /Consulter/ }));
    expect(await screen.findByText('Enregistré')).toBeInTheDocument();
    expect(screen.getByText(/^21\/11\/2026 à \d{2}:00$/)).toBeInTheDocument();
  });
});
