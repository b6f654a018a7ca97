import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../test';
import { PasswordStrength, usePasswordVerdict, type PasswordOwner } from './index';

const mockLoad = jest.fn();
jest.mock('@sisacte/contracts/auth/password-strength', () => {
  const actual = jest.requireActual('@sisacte/contracts/auth/password-strength');
  return { ...actual, loadPasswordEstimator: (...args: unknown[]) => mockLoad(...args) };
});

beforeEach(() => {
  const actual = jest.requireActual('@sisacte/contracts/auth/password-strength');
  mockLoad.mockReset().mockImplementation(actual.loadPasswordEstimator);
});

/** A password field with the meter under it, as the forms use them. */
function Field({ owner }: { owner?: PasswordOwner }) {
  const [value, setValue] = useState('');
  const verdict = usePasswordVerdict(value, owner);
  return (
    <>
      <label htmlFor="senha">Senha</label>
      <input id="senha" type="password" value={value} onChange={(e) => setValue(e.target.value)} aria-describedby="forca" />
      <PasswordStrength verdict={verdict} id="forca" />
    </>
  );
}

const meter = () => screen.findByRole('meter', { name: 'Força da senha' });

describe('password strength meter', () => {
  it('loads the dictionaries only once something is typed, and shows nothing before', async () => {
    renderUi(<Field />);
    expect(screen.queryByRole('meter')).not.toBeInTheDocument();
    expect(mockLoad).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('Senha'), 'a');
    await meter();
    expect(mockLoad).toHaveBeenCalled();
  });

  it('says a sprayed password is very weak and not accepted, and why, as the server will', async () => {
    renderUi(<Field />);
    await userEvent.type(screen.getByLabelText('Senha'), '12345678');
    await waitFor(async () => expect(await meter()).toHaveAttribute('aria-valuetext', 'Muito fraca'));
    expect(screen.getByText('Força da senha: Muito fraca (não aceita)')).toBeInTheDocument();
    expect(screen.getByText('Esta é uma senha muito usada. Adicione mais palavras menos comuns.')).toBeInTheDocument();
  });

  it('rises as the password grows into a phrase, and accepts it', async () => {
    renderUi(<Field />);
    const input = screen.getByLabelText('Senha');
    await userEvent.type(input, 'banana');
    await waitFor(async () => expect(Number((await meter()).getAttribute('aria-valuenow'))).toBeLessThan(3));
    await userEvent.type(input, '-jabuticaba-voando');
    await waitFor(async () => expect(await meter()).toHaveAttribute('aria-valuetext', 'Forte'));
    expect(screen.getByText('Força da senha: Forte')).toBeInTheDocument();
    expect(screen.queryByText(/não aceita/)).not.toBeInTheDocument();
  });

  it("refuses a password holding the owner's username or name", async () => {
    renderUi(<Field owner={{ username: 'joana.pereira', name: 'Joana Pereira' }} />);
    await userEvent.type(screen.getByLabelText('Senha'), 'pereira-jabuticaba-azul');
    await waitFor(() => expect(screen.getByText(/não pode conter o nome de usuário nem o nome da pessoa/)).toBeInTheDocument());
    expect(await meter()).toHaveAttribute('aria-valuenow', '0');
  });
});
