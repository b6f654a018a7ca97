import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import { button, chooseOption, mockedHttp, renderAt } from '@sisacte/ui/test';
import { WelcomedForm } from './welcomed-form';
import { ageFrom, toBody, EMPTY_WELCOMED } from './welcomed-form-values';

// role queries are slow on antd's large DOM in jsdom: labels, texts and selectors instead.
jest.setTimeout(180_000);

jest.mock('@sisacte/api-client', () => jest.requireActual('@sisacte/ui/test/http-mock').apiClientMock());
const { get } = mockedHttp();

const calls = (path: string) => get.mock.calls.filter(([p]) => p === path);

beforeEach(() => {
  get.mockReset();
  get.mockImplementation(async (path: string, params?: Record<string, unknown>) => {
    switch (path) {
      case '/api/localization/countries':
        return [{ id: 1, nome_pt: 'Brasil' }, { id: 2, nome_pt: 'Venezuela' }];
      case '/api/localization/states':
        return params?.country === 1 || params?.country === undefined ? [{ id: 25, uf: 'SP', nome: 'São Paulo' }] : [];
      case '/api/localization/cities':
        return [{ id: 11, nome: 'São Paulo', ibge: 3550308 }];
      case '/api/cep/search':
        return { cep: '01001-000', logradouro: 'Praça da Sé', complemento: '', bairro: 'Sé', cidade: { id: 11, nome: 'São Paulo', ibge: 3550308 }, estado: { id: 25, uf: 'SP', nome: 'São Paulo' } };
      case '/api/function/list':
        return [{ id: 3, name: 'Pedreiro' }];
      case '/api/welcomeds/search':
        return [{ id: 9, name: 'Ana Maria Pérez', birthdate: '1990-01-02', age: 35, cpf: null, nacionality: { id: 2, nome_pt: 'Venezuela' }, similarity: 0.8 }];
      default:
        throw new Error(`unexpected ${path}`);
    }
  });
});

function renderForm(props: Partial<Parameters<typeof WelcomedForm>[0]> = {}) {
  const onSubmit = jest.fn(async () => {});
  renderAt(<WelcomedForm onSubmit={onSubmit} onCancel={() => {}} {...props} />, '/admin/cadastros/cadastrar');
  return { onSubmit };
}

describe('WelcomedForm (Dados gerais)', () => {
  it('masks the CPF as 999.999.999-99 and refuses wrong check digits, sending nothing', async () => {
    const { onSubmit } = renderForm();
    const cpf = screen.getByLabelText('CPF');
    fireEvent.change(cpf, { target: { value: '52998224725' } });
    expect(cpf).toHaveValue('529.982.247-25');
    fireEvent.change(cpf, { target: { value: '529a982.247-2599' } });
    expect(cpf).toHaveValue('529.982.247-25');
    fireEvent.change(cpf, { target: { value: '52998224726' } });
    fireEvent.click(button('Salvar'));
    expect(await screen.findByText('CPF inválido', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Nome é obrigatório')).toBeInTheDocument();
    expect(screen.getByText('Nacionalidade é obrigatória')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('looks the CEP up only at exactly 8 digits and fills the address', async () => {
    renderForm();
    const cep = screen.getByLabelText('CEP');
    fireEvent.change(cep, { target: { value: '0100100' } });
    expect(cep).toHaveValue('01001-00');
    await new Promise((r) => setTimeout(r, 50));
    expect(calls('/api/cep/search')).toHaveLength(0);
    fireEvent.change(cep, { target: { value: '01001000' } });
    await waitFor(() => expect(screen.getByLabelText('Endereço')).toHaveValue('Praça da Sé'));
    expect(calls('/api/cep/search')).toEqual([['/api/cep/search', { cep: '01001000' }]]);
    expect(screen.getByLabelText('Bairro')).toHaveValue('Sé');
    expect(screen.getByLabelText('Cidade')).toHaveValue('São Paulo');
    expect(screen.getByLabelText('Estado')).toHaveValue('SP');
  });

  it('born in Brazil: the state comes before the city; abroad: free-text state and city', async () => {
    const { onSubmit } = renderForm();
    await chooseOption('Nacionalidade', 'Brasil');
    const city = await screen.findByLabelText('Cidade de nascimento');
    expect(city).toBeDisabled();
    expect(screen.getByText('Selecione o estado primeiro')).toBeInTheDocument();
    expect(calls('/api/localization/cities')).toHaveLength(0);
    await chooseOption('Estado de nascimento', 'São Paulo');
    await waitFor(() => expect(screen.getByLabelText('Cidade de nascimento')).toBeEnabled());
    await waitFor(() => expect(calls('/api/localization/cities')[0]).toEqual(['/api/localization/cities', { uf: 'SP', nome: undefined }]));

    await chooseOption('Nacionalidade', 'Venezuela');
    const foreignState = await screen.findByLabelText('Estado/Província de nascimento');
    expect(screen.queryByLabelText('Estado de nascimento')).toBeNull();
    fireEvent.change(foreignState, { target: { value: 'Zulia' } });
    fireEvent.change(screen.getByLabelText('Cidade de nascimento'), { target: { value: 'Maracaibo' } });
    fireEvent.change(screen.getByLabelText('Nome'), { target: { value: 'Ana Pérez' } });
    fireEvent.click(screen.getByLabelText('Feminino'));
    fireEvent.click(button('Salvar'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Ana Pérez', gender: 'Feminino', nacionality: 2, state: null, city: null, foreing_state: 'Zulia', foreing_city: 'Maracaibo' }),
    );
  });

  it('warns about similar names of a new person only past 2 characters, 400 ms after typing', async () => {
    renderForm();
    const name = screen.getByLabelText('Nome');
    // two characters, and the debounce long past (the clock moved on, not waited for): no search
    jest.useFakeTimers();
    try {
      fireEvent.change(name, { target: { value: 'An' } });
      act(() => jest.advanceTimersByTime(600));
    } finally {
      jest.useRealTimers();
    }
    expect(calls('/api/welcomeds/search')).toHaveLength(0);
    fireEvent.change(name, { target: { value: 'Ana' } });
    expect(calls('/api/welcomeds/search')).toHaveLength(0);
    const link = await screen.findByText('Ana Maria Pérez');
    expect(calls('/api/welcomeds/search')).toEqual([['/api/welcomeds/search', { name: 'Ana' }]]);
    expect(link.closest('a')).toHaveAttribute('href', '/admin/cadastros/9');
  });

  /** João, Brazilian, with a CPF the server says is Maria's: saved, and refused. */
  async function submitRefusedCpf() {
    const { ApiError } = jest.requireActual('@sisacte/api-client');
    const onSubmit = jest.fn(async () => {
      throw new ApiError('CPF já cadastrado para Maria', 400, ['CPF já cadastrado para Maria']);
    });
    renderForm({ onSubmit });
    await chooseOption('Nacionalidade', 'Brasil');
    fireEvent.change(screen.getByLabelText('Nome'), { target: { value: 'João' } });
    fireEvent.click(screen.getByLabelText('Masculino'));
    fireEvent.change(screen.getByLabelText('CPF'), { target: { value: '52998224725' } });
    fireEvent.click(button('Salvar'));
    expect(await screen.findByText('CPF já cadastrado para Maria')).toBeInTheDocument();
  }

  it('shows the server messages in an alert and keeps what was typed', async () => {
    await submitRefusedCpf();
    expect(screen.getByLabelText('Nome')).toHaveValue('João');
  });

  it("'CPF já cadastrado' goes as soon as the CPF changes, and only then", async () => {
    await submitRefusedCpf();
    fireEvent.change(screen.getByLabelText('Nome'), { target: { value: 'João Pedro' } });
    expect(screen.getByText('CPF já cadastrado para Maria')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('CPF'), { target: { value: '11144477735' } });
    await waitFor(() => expect(screen.queryByText('CPF já cadastrado para Maria')).toBeNull());
    expect(screen.queryByText('Não foi possível salvar')).toBeNull();
  });
});

describe('age and body rules', () => {
  it('computes the age from the birthdate; never negative, none for a future date', () => {
    expect(ageFrom(dayjs().subtract(30, 'year').format('YYYY-MM-DD'))).toBe(30);
    expect(ageFrom(dayjs().format('YYYY-MM-DD'))).toBe(0);
    expect(ageFrom(dayjs().add(1, 'day').format('YYYY-MM-DD'))).toBeNull();
    expect(ageFrom(null)).toBeNull();
  });

  it('sends state and city ids for Brazil and drops foreign text, and the reverse abroad', () => {
    const base = { ...EMPTY_WELCOMED, name: 'X', gender: 'Masculino', state: 25, city: 11, foreing_state: 'Zulia', foreing_city: 'Maracaibo' };
    expect(toBody({ ...base, nacionality: 1 })).toMatchObject({ state: 25, city: 11, foreing_state: null, foreing_city: null });
    expect(toBody({ ...base, nacionality: 2 })).toMatchObject({ state: null, city: null, foreing_state: 'Zulia', foreing_city: 'Maracaibo' });
  });
});
