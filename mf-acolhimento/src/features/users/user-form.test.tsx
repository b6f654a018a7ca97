import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError } from '@sisacte/api-client';
import { ROLES, type Role } from '@sisacte/contracts/auth/roles';
import { type User } from '@sisacte/contracts/auth/users';
import { button, fill, renderUi } from '@sisacte/ui/test';
import { UserForm, WEAK_PASSWORD_ERROR } from './user-form';

jest.setTimeout(30_000);

const role = (id: number, name: string): Role => ({ id, name, description: null, system: true });
const ROLE_LIST = [role(1, ROLES.ACOLHIMENTO), role(2, ROLES.DENUNCIAS), role(3, ROLES.VISUALIZAR_TODAS_DEMANDAS), role(4, ROLES.ADMIN)];
const ORGANIZATIONS = [
  { id: 10, nome: 'Ministério do Trabalho', sigla: 'MTE' },
  { id: 11, nome: 'Defensoria Pública da União', sigla: 'DPU' },
] as never[];

function renderForm(user?: User) {
  const onSubmit = jest.fn(async () => undefined);
  renderUi(<UserForm user={user} roles={ROLE_LIST} organizations={ORGANIZATIONS} title="Novo usuário" onSubmit={onSubmit} onCancel={() => undefined} />);
  return onSubmit;
}

function fillNewUser(password: string) {
  fill('Nome', 'Joana Pereira');
  fill('Usuário', 'joana.pereira');
  fill('Senha', password);
}

const tick = (label: string) => fireEvent.click(screen.getByText(label));
const meter = () => screen.findByRole('meter', { name: 'Força da senha' });

/** 'Salvar' says the password is too weak and sends nothing. */
async function expectRefusedAsWeak(onSubmit: jest.Mock) {
  fireEvent.click(button('Salvar'));
  expect(await screen.findByText(WEAK_PASSWORD_ERROR)).toBeInTheDocument();
  expect(onSubmit).not.toHaveBeenCalled();
}

describe('UserForm: the password', () => {
  it('shows the strength while typing, and does not send a password the server would refuse', async () => {
    const onSubmit = renderForm();
    fillNewUser('12345678');
    await waitFor(async () => expect(await meter()).toHaveAttribute('aria-valuetext', 'Muito fraca'));
    expect(screen.getByText('Esta é uma senha muito usada. Adicione mais palavras menos comuns.')).toBeInTheDocument();

    await expectRefusedAsWeak(onSubmit);
  });

  it("refuses, as the server does, a password holding the user's username or name", async () => {
    const onSubmit = renderForm();
    fillNewUser('pereira-jabuticaba-azul');
    expect(await screen.findByText(/não pode conter o nome de usuário nem o nome da pessoa/)).toBeInTheDocument();
    await expectRefusedAsWeak(onSubmit);
  });

  it('sends a strong one', async () => {
    const onSubmit = renderForm();
    fillNewUser('jabuticaba-azul-voando');
    await waitFor(async () => expect(await meter()).toHaveAttribute('aria-valuetext', 'Forte'));
    fireEvent.click(button('Salvar'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ username: 'joana.pereira', password: 'jabuticaba-azul-voando' })));
  });

  it("lists the server's 'Senha fraca' refusal above the form, and drops it once the password changes", async () => {
    const onSubmit = renderForm();
    const reason = 'Senha fraca: esta é uma senha comumente usada.';
    onSubmit.mockRejectedValueOnce(new ApiError(reason, 400, [reason]));
    fillNewUser('jabuticaba-azul-voando');
    await meter();
    fireEvent.click(button('Salvar'));
    expect(await screen.findByText(reason)).toBeInTheDocument();
    fill('Senha', 'jabuticaba-azul-voando-2');
    await waitFor(() => expect(screen.queryByText(reason)).not.toBeInTheDocument());
  });
});

describe('UserForm: the organizations', () => {
  it('appear, with what they mean, when the complaints role is ticked without "Ver todas as denúncias"', async () => {
    renderForm();
    expect(screen.queryByLabelText('Organizações')).not.toBeInTheDocument();
    tick('Acolhimento');
    expect(screen.queryByLabelText('Organizações')).not.toBeInTheDocument();

    tick('Denúncias');
    expect(await screen.findByLabelText('Organizações')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      "Sem 'Ver todas as denúncias', este usuário vê só as denúncias das organizações escolhidas aqui e as que ele mesmo cadastrar. Nenhuma organização escolhida: ele não verá as denúncias recebidas.",
    );

    tick('Ver todas as denúncias');
    await waitFor(() => expect(screen.queryByLabelText('Organizações')).not.toBeInTheDocument());
  });

  it('are not needed for an administrator, and stay visible (with a note) while some are chosen', async () => {
    const user: User = {
      id: 5,
      name: 'Rita Moreira',
      username: 'rita',
      email: null,
      birthdate: null,
      roles: [{ id: 2, name: ROLES.DENUNCIAS }],
      organizacoes: [{ id: 10, nome: 'Ministério do Trabalho' }],
      created_at: '2026-01-01T00:00:00Z',
    };
    renderForm(user);
    expect(await screen.findByText("Sem 'Ver todas as denúncias', este usuário vê só as denúncias destas organizações e as que ele mesmo cadastrar.")).toBeInTheDocument();
    tick('Administrador');
    expect(await screen.findByText(/As organizações só limitam quem tem o perfil Denúncias/)).toBeInTheDocument();
    expect(screen.getByLabelText('Organizações')).toBeInTheDocument();
  });
});
