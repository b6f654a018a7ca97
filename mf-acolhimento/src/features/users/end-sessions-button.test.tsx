import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mockedHttp, renderAt } from '@sisacte/ui/test';
import { EndSessionsButton } from './end-sessions-button';

jest.setTimeout(30_000);

jest.mock('@sisacte/api-client', () => jest.requireActual('@sisacte/ui/test/http-mock').apiClientMock());
const { post } = mockedHttp();

beforeEach(() => {
  post.mockReset();
  post.mockResolvedValue(undefined);
});

const open = () => {
  renderAt(<EndSessionsButton user={{ id: 42, name: 'Maria Souza' }} />, '/admin/configuracoes/usuarios/42');
  fireEvent.click(screen.getByText('Encerrar sessões').closest('button')!);
};

describe('EndSessionsButton', () => {
  it("asks first, then ends the user's sessions and says so", async () => {
    open();
    expect((await screen.findAllByText('Encerrar sessões?')).length).toBeGreaterThan(0);
    expect(screen.getByText(/Maria Souza será desconectado\(a\) de todos os dispositivos/)).toBeTruthy();
    expect(post).not.toHaveBeenCalled();

    const okButtons = screen.getAllByText('Encerrar sessões').map((el) => el.closest('button')!);
    fireEvent.click(okButtons.at(-1)!);

    await waitFor(() => expect(post).toHaveBeenCalledWith('/api/users/42/encerrar-sessoes'));
    expect(await screen.findByText('Sessões encerradas')).toBeTruthy();
  });

  it('sends nothing when the administrator cancels', async () => {
    open();
    fireEvent.click((await screen.findByText('Cancelar')).closest('button')!);
    await waitFor(() => expect(screen.queryAllByText('Encerrar sessões?')).toHaveLength(0));
    expect(post).not.toHaveBeenCalled();
  });

  it('shows the server message when it refuses', async () => {
    post.mockRejectedValue({ message: 'Usuário não encontrado', messages: ['Usuário não encontrado'] });
    open();
    fireEvent.click(screen.getAllByText('Encerrar sessões').map((el) => el.closest('button')!).at(-1)!);
    expect(await screen.findByText('Usuário não encontrado')).toBeTruthy();
  });
});
