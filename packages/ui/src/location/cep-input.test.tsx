import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { type CepAddress } from '@sisacte/contracts/localization/cep';
import { mockedHttp, renderUi } from '../test';
import { CepInput } from './cep-input';

jest.mock('@sisacte/api-client', () => jest.requireActual('../test/http-mock').apiClientMock());
const { get } = mockedHttp();

const SE: CepAddress = {
  cep: '01001-000',
  logradouro: 'Praça da Sé',
  complemento: 'lado ímpar',
  bairro: 'Sé',
  cidade: { id: 11, nome: 'São Paulo', ibge: 3550308 },
  estado: { id: 25, uf: 'SP', nome: 'São Paulo' },
};

function Harness({ onAddress }: { onAddress: (a: CepAddress) => void }) {
  const [cep, setCep] = useState('');
  const [street, setStreet] = useState('');
  return (
    <>
      <label htmlFor="cep">CEP</label>
      <CepInput id="cep" value={cep} onChange={setCep} onAddress={(a) => { setStreet(a.logradouro); onAddress(a); }} />
      <label htmlFor="rua">Logradouro</label>
      <input id="rua" value={street} onChange={(e) => setStreet(e.target.value)} />
    </>
  );
}

beforeEach(() => get.mockReset());

describe('CepInput', () => {
  it('masks as 99999-999 and looks up only when 8 digits are typed', async () => {
    get.mockResolvedValue(SE);
    const onAddress = jest.fn();
    renderUi(<Harness onAddress={onAddress} />);
    const input = screen.getByLabelText('CEP');

    fireEvent.change(input, { target: { value: '0100100' } });
    expect(input).toHaveValue('01001-00');
    expect(get).not.toHaveBeenCalled();

    fireEvent.change(input, { target: { value: '01001-0009' } });
    expect(input).toHaveValue('01001-000');
    await waitFor(() => expect(onAddress).toHaveBeenCalledWith(SE));
    expect(get).toHaveBeenCalledTimes(1);
    expect(get).toHaveBeenCalledWith('/api/cep/search', { cep: '01001000' });
    expect(screen.getByLabelText('Logradouro')).toHaveValue('Praça da Sé');
  });

  it('shows a spinner while it looks up', async () => {
    let answer: (a: CepAddress) => void = () => {};
    get.mockReturnValue(new Promise<CepAddress>((resolve) => (answer = resolve)));
    renderUi(<Harness onAddress={jest.fn()} />);
    fireEvent.change(screen.getByLabelText('CEP'), { target: { value: '01001000' } });
    expect(await screen.findByLabelText('Buscando CEP')).toBeInTheDocument();
    answer(SE);
    await waitFor(() => expect(screen.queryByLabelText('Buscando CEP')).not.toBeInTheDocument());
  });

  it("says 'CEP não encontrado' for an unknown CEP and leaves the form to be filled by hand", async () => {
    get.mockRejectedValue(Object.assign(new Error('CEP não encontrado'), { status: 404 }));
    const onAddress = jest.fn();
    renderUi(<Harness onAddress={onAddress} />);
    fireEvent.change(screen.getByLabelText('CEP'), { target: { value: '99999999' } });
    expect(await screen.findByText('CEP não encontrado')).toHaveAttribute('role', 'status');
    expect(onAddress).not.toHaveBeenCalled();
    const street = screen.getByLabelText('Logradouro');
    fireEvent.change(street, { target: { value: 'Rua digitada' } });
    expect(street).toHaveValue('Rua digitada');

    // Editing the CEP clears the message.
    fireEvent.change(screen.getByLabelText('CEP'), { target: { value: '9999999' } });
    expect(screen.queryByText('CEP não encontrado')).not.toBeInTheDocument();
  });

  it('shows the server message when the CEP service is down', async () => {
    get.mockRejectedValue(Object.assign(new Error('Serviço de CEP indisponível no momento. Preencha o endereço manualmente.'), { status: 503 }));
    renderUi(<Harness onAddress={jest.fn()} />);
    fireEvent.change(screen.getByLabelText('CEP'), { target: { value: '01001000' } });
    expect(await screen.findByText(/Serviço de CEP indisponível/)).toHaveAttribute('role', 'status');
  });
});
