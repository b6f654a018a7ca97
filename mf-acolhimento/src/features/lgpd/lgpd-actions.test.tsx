import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { type Welcomed } from '@sisacte/contracts/acolhimento/welcomed';
import { LGPD_API } from '@sisacte/contracts/audit/lgpd';
import { ROLES } from '@sisacte/contracts/auth/roles';
import { button, httpAnswering, renderAt, signIn } from '@sisacte/ui/test';
import { AnonymisedBanner } from './anonymised-banner';
import { LgpdActions } from './lgpd-actions';

jest.setTimeout(120_000);

jest.mock('@sisacte/api-client', () => jest.requireActual('@sisacte/ui/test/http-mock').apiClientMock());
const http = httpAnswering({});

const ana = { id: 7, name: 'Ana Pérez', status: 'active' } as Welcomed;

function render(onAnonymised = jest.fn()) {
  renderAt(<LgpdActions welcomed={ana} anonymisation={null} onAnonymised={onAnonymised} />, '/admin/cadastros/7');
  return onAnonymised;
}

async function fillRequest(reference: string) {
  fireEvent.change(await screen.findByLabelText('Referência do pedido'), { target: { value: reference } });
}

it('shows nothing to a user without the data-protection role', () => {
  signIn([ROLES.ACOLHIMENTO]);
  render();
  expect(screen.queryByText('Relatório de dados (LGPD)')).toBeNull();
  expect(screen.queryByText('Anonimizar')).toBeNull();
});

it("asks the request's date and reference for the data report, and saves the JSON with them", async () => {
  signIn([ROLES.ENCARREGADO_DADOS]);
  render();
  fireEvent.click(button('Relatório de dados (LGPD)'));
  // Without a reference nothing is asked of the server.
  fireEvent.click(await screen.findByText('Gerar relatório'));
  expect(await screen.findByText('Referência do pedido é obrigatória')).toBeInTheDocument();
  expect(http.saveFile).not.toHaveBeenCalled();

  await fillRequest('OF-12/2026');
  fireEvent.click(screen.getByLabelText('JSON (portabilidade)'));
  fireEvent.click(button('Gerar relatório'));
  const today = new Date().toISOString().slice(0, 10);
  await waitFor(() =>
    expect(http.saveFile).toHaveBeenCalledWith('/api/welcomeds/7/dados-pessoais', 'dados-pessoais-7.json', { formato: 'json', data_pedido: today, referencia: 'OF-12/2026' }),
  );
});

it('anonymises only once the officer confirms it cannot be undone', async () => {
  signIn([ROLES.ADMIN]);
  const anonymised = { ...ana, name: 'Pessoa anonimizada' };
  http.post.mockResolvedValueOnce(anonymised);
  const onAnonymised = render();
  fireEvent.click(button('Anonimizar'));
  expect(await screen.findByText('Os dados pessoais de Ana Pérez serão removidos para sempre')).toBeInTheDocument();
  await fillRequest('LGPD-2026-007');
  const ok = document.querySelector('.ant-modal-footer .ant-btn-dangerous') as HTMLButtonElement;
  expect(ok).toBeDisabled();
  fireEvent.click(screen.getByText('Entendo que a anonimização é irreversível'));
  await waitFor(() => expect(ok).not.toBeDisabled());
  await act(async () => fireEvent.click(ok));
  await waitFor(() => expect(http.post).toHaveBeenCalledWith(LGPD_API.anonymise.replace(':id', '7'), { data_pedido: expect.any(String), referencia: 'LGPD-2026-007' }));
  await waitFor(() => expect(onAnonymised).toHaveBeenCalledWith(anonymised));
});

it('says on the screen when, why and by whom the person was anonymised', () => {
  renderAt(
    <AnonymisedBanner anonymisation={{ anonimizado_em: '2026-03-02T15:00:00.000Z', por: { id: 2, name: 'Olga Encarregada' }, motivo: 'pedido', data_pedido: '2026-03-01', referencia: 'OF-12/2026' }} />,
  );
  expect(screen.getByText(/Cadastro anonimizado em 02\/03\/2026 .*\(Pedido do titular\)/)).toBeInTheDocument();
  expect(screen.getByText(/Pedido de 01\/03\/2026, referência OF-12\/2026\. Por Olga Encarregada\./)).toBeInTheDocument();
});
