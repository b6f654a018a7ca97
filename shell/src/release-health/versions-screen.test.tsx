import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@sisacte/api-client';
import type { SessionUser } from '@sisacte/auth';
import { ROLES } from '@sisacte/contracts/auth/roles';
import type { Releases } from '@sisacte/contracts/release-health/releases';
import type { VersionHealth } from '@sisacte/contracts/release-health/reports';
import { mockedHttp, renderRoutes } from '@sisacte/ui/test';
import { VersionsScreen } from './versions-screen';

jest.setTimeout(30_000);
jest.mock('@sisacte/api-client', () => jest.requireActual('@sisacte/ui/test/http-mock').apiClientMock());
const http = mockedHttp();

const OLD = '20261101-000000.000-aaaaaaaa';
const NEW = '20261102-000000.000-bbbbbbbb';
const admin: SessionUser = { id: 1, username: 'maria', name: 'Maria', roles: [ROLES.ADMIN], exp: 9_999_999_999 };

let releases: Releases;
const health = (version: string, errorsPer1000: number | null, p75Ms: number | null, loadFailures = 0): VersionHealth => ({
  remote: 'mf-painel',
  version,
  sessions: 3,
  screenLoads: 4,
  loadFailures,
  errors: 1,
  errorsPer1000,
  p75Ms,
  firstReportAt: null,
  lastReportAt: null,
});

beforeEach(() => {
  http.reset();
  releases = {
    writable: true,
    remotes: [
      {
        remote: 'mf-painel',
        live: NEW,
        versions: [
          { version: OLD, releasedAt: '2026-11-01T12:00:00.000Z', live: false },
          { version: NEW, releasedAt: '2026-11-02T12:00:00.000Z', live: true },
        ],
        history: [{ at: '2026-11-02T12:00:00.000Z', remote: 'mf-painel', action: 'release', from: OLD, to: NEW, who: 'linha de comando' }],
        guard: null,
      },
    ],
  };
  http.get.mockImplementation(async (path: string) => {
    if (path === '/api/release-health/releases') return releases;
    if (path === '/api/release-health/summary') return [health(OLD, 0, 850), health(NEW, 750, 1240, 2)];
    throw new Error(`unexpected ${path}`);
  });
});

const show = (user = admin) => renderRoutes('/admin/versoes', { '*': <VersionsScreen user={user} /> }, { providers: false });
const row = (version: string) => screen.getAllByRole('row').find((r) => r.textContent?.includes(version))!;

describe("the 'Versões' screen", () => {
  it("shows each remote's live version, who put it live, and every version's health, the live one beside the previous", async () => {
    show();
    expect(await screen.findByText('Painel (mf-painel)')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Versões' })).toBeInTheDocument();
    expect(screen.getByText(/publicação em 02\/11\/2026 .*, por linha de comando/)).toBeInTheDocument();
    expect(screen.getByText(/Guarda automática: desligada/)).toBeInTheDocument();
    // the rate is per 1,000 sessions, the one the guard judges
    expect(screen.getByRole('columnheader', { name: 'Sessões com falha ou erro (por 1.000)' })).toBeInTheDocument();
    const live = within(row(NEW));
    expect(live.getByText('No ar')).toBeInTheDocument();
    expect(live.getByText('750')).toBeInTheDocument();
    expect(live.getByText('1,2 s')).toBeInTheDocument();
    expect(live.queryByRole('button')).toBeNull();
    const previous = within(row(OLD));
    expect(previous.getByText('Anterior')).toBeInTheDocument();
    expect(previous.getByText('850 ms')).toBeInTheDocument();
    expect(previous.getByRole('button', { name: 'Reverter para esta versão' })).toBeEnabled();
  });

  it("'Reverter para esta versão' asks first, then puts that version live (if the live one is still live) and reads the screen again", async () => {
    show();
    fireEvent.click(within(await waitFor(() => row(OLD))).getByRole('button', { name: 'Reverter para esta versão' }));
    expect((await screen.findAllByText(`Reverter Painel para a versão ${OLD}?`))[0]).toBeInTheDocument();
    expect(http.post).not.toHaveBeenCalled();
    http.post.mockResolvedValue(releases.remotes[0]);
    const gets = http.get.mock.calls.length;
    fireEvent.click(screen.getByRole('button', { name: 'Reverter' }));
    await waitFor(() => expect(http.post).toHaveBeenCalledWith('/api/release-health/releases/mf-painel', { version: OLD, expectedLive: NEW }));
    await waitFor(() => expect(http.get.mock.calls.length).toBe(gets + 2));
    expect(await screen.findByText(`Painel: versão ${OLD} no ar.`)).toBeInTheDocument();
  });

  it('cancelling changes nothing; a refusal is shown and the screen read again', async () => {
    show();
    fireEvent.click(within(await waitFor(() => row(OLD))).getByRole('button', { name: 'Reverter para esta versão' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancelar' }));
    expect(http.post).not.toHaveBeenCalled();
    http.post.mockRejectedValue(new ApiError('Outra versão de mf-painel foi posta no ar enquanto isso (x). Veja a lista atualizada.', 409));
    fireEvent.click(within(row(OLD)).getByRole('button', { name: 'Reverter para esta versão' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Reverter' }));
    expect(await screen.findByText(/Outra versão de mf-painel foi posta no ar/)).toBeInTheDocument();
  });

  it('a newer version than the live one is moved forward to', async () => {
    releases.remotes[0]!.live = OLD;
    releases.remotes[0]!.versions = releases.remotes[0]!.versions.map((v) => ({ ...v, live: v.version === OLD }));
    show();
    expect(within(await waitFor(() => row(NEW))).getByRole('button', { name: 'Avançar para esta versão' })).toBeEnabled();
  });

  it('says when the guard rolled the live version back, and why', async () => {
    releases.remotes[0]!.guard = { maxErrorsPer1000: 50, firstSessions: 20 };
    releases.remotes[0]!.history.unshift({
      at: '2026-11-02T13:00:00.000Z',
      remote: 'mf-painel',
      action: 'guard',
      from: NEW,
      to: OLD,
      who: 'guarda automática',
      reason: '750 sessões com falha ou erro por 1.000 nas primeiras 20 (limite: 50)',
    });
    releases.remotes[0]!.live = OLD;
    show();
    expect(await screen.findByText('Revertida automaticamente')).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`tirou do ar a versão ${NEW} e voltou para ${OLD}: 750 sessões com falha ou erro`))).toBeInTheDocument();
    expect(screen.getByText(/Guarda automática: ligada: reverte uma versão nova quando mais de 50 por 1.000 das suas primeiras 20 sessões tiverem falha ou erro/)).toBeInTheDocument();
  });

  it('a read-only registry: the buttons are off and the screen says how to change versions', async () => {
    releases.writable = false;
    show();
    expect(await screen.findByText('Somente consulta neste servidor')).toBeInTheDocument();
    expect(within(row(OLD)).getByRole('button', { name: 'Reverter para esta versão' })).toBeDisabled();
  });

  it("'Acesso negado' without the administrator role, asking nothing of the API", async () => {
    show({ ...admin, roles: [ROLES.PAINEL] });
    expect(await screen.findByRole('heading', { name: 'Acesso negado' })).toBeInTheDocument();
    expect(http.get).not.toHaveBeenCalled();
  });
  it('says at the top which live version browsers report trouble with, beside the one before it, and marks its card', async () => {
    show();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Uma versão no ar com falhas');
    expect(alert).toHaveTextContent(`Painel (${NEW}): 2 falhas de carregamento, 750 sessões com falha ou erro por 1.000; a anterior: 0 falhas de carregamento, 0 sessões com falha ou erro por 1.000.`);
    expect(alert).toHaveTextContent('use “Reverter para esta versão” na anterior');
    expect(screen.getByText('Versão no ar com falhas')).toBeInTheDocument();
  });

  it('shows no alarm when the live version is healthy, and says when there is nowhere to roll back to', async () => {
    releases.remotes[0]!.versions = [releases.remotes[0]!.versions[1]!];
    http.get.mockImplementation(async (path: string) => {
      if (path === '/api/release-health/releases') return releases;
      if (path === '/api/release-health/summary') return [health(NEW, 0, 900)];
      throw new Error(`unexpected ${path}`);
    });
    show();
    expect(await screen.findByText('Única versão publicada: não há para onde reverter')).toBeInTheDocument();
    expect(screen.queryByText(/no ar com falhas/)).toBeNull();
  });
});
