import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useSession } from '@sisacte/auth';
import { ChangePasswordDialog, PASSWORD_CHANGED_MESSAGE, WEAK_NEW_PASSWORD_ERROR } from './change-password-dialog';

jest.setTimeout(30_000);

const b64 = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
const EXP = Math.floor(Date.now() / 1000) + 3600;
const token = (n: number) =>
  `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ sub: 'ana.souza', username_id: 1, name: 'Ana Souza', roles: [], exp: EXP })}.t${n}`;
const USER = { id: 1, username: 'ana.souza', name: 'Ana Souza', roles: [], exp: Math.floor(Date.now() / 1000) + 3600 };

/** The bodies the dialog sent. */
const sent: unknown[] = [];

function serverAnswers(status: number, body: unknown) {
  sent.length = 0;
  const fetchMock = jest.fn(async (request: Request) => {
    sent.push(await request.clone().json());
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

function open() {
  useSession.getState().signIn(token(1));
  const onClose = jest.fn();
  render(<ChangePasswordDialog user={USER} onClose={onClose} />);
  return onClose;
}

function type(current: string, next: string, again = next) {
  fireEvent.change(screen.getByLabelText('Senha atual'), { target: { value: current } });
  fireEvent.change(screen.getByLabelText('Nova senha'), { target: { value: next } });
  fireEvent.change(screen.getByLabelText('Confirme a nova senha'), { target: { value: again } });
}
const send = () => fireEvent.click(screen.getAllByRole('button', { name: 'Alterar senha' }).at(-1)!);

describe("'Alterar senha'", () => {
  it('judges the new password while it is typed, and does not send a weak one', async () => {
    const fetchMock = serverAnswers(200, {});
    open();
    type('minha-senha-antiga', '12345678');
    expect(await screen.findByText('Força da senha: Muito fraca (não aceita)')).toBeInTheDocument();
    send();
    expect(await screen.findByText(WEAK_NEW_PASSWORD_ERROR)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for the new password twice', async () => {
    const fetchMock = serverAnswers(200, {});
    open();
    type('minha-senha-antiga', 'jabuticaba-azul-voando', 'jabuticaba-azul-voado');
    send();
    expect(await screen.findByText('As senhas não conferem')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the change, takes the new token at once (this tab goes on) and says the other sessions ended', async () => {
    const fetchMock = serverAnswers(200, { access_token: token(2), token_type: 'Bearer', expires_in: 3600 });
    open();
    type('minha-senha-antiga', 'jabuticaba-azul-voando');
    await screen.findByText('Força da senha: Forte');
    send();
    expect(await screen.findByText(PASSWORD_CHANGED_MESSAGE)).toBeInTheDocument();
    const request = fetchMock.mock.calls[0]![0];
    expect(request.method).toBe('PUT');
    expect(new URL(request.url).pathname).toBe('/api/session/password');
    expect(request.headers.get('authorization')).toBe(`Bearer ${token(1)}`);
    expect(sent).toEqual([{ currentPassword: 'minha-senha-antiga', newPassword: 'jabuticaba-azul-voando' }]);
    expect(useSession.getState().token).toBe(token(2));
  });

  it("shows the server's refusal and keeps the session", async () => {
    serverAnswers(400, { message: 'Senha atual incorreta', messages: ['Senha atual incorreta'] });
    open();
    type('errada-errada', 'jabuticaba-azul-voando');
    await screen.findByText('Força da senha: Forte');
    send();
    expect(await screen.findByRole('alert')).toHaveTextContent('Senha atual incorreta');
    await waitFor(() => expect(useSession.getState().token).toBe(token(1)));
  });
});
