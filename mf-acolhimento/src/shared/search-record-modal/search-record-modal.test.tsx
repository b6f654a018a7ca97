import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type WelcomedListItem } from '@sisacte/contracts/acolhimento/welcomed';
import { makePage } from '@sisacte/contracts/common/page';
import { button, chooseOption, mockedHttp, renderAt } from '@sisacte/ui/test';
import { SearchRecordModal } from './search-record-modal';

// role queries are slow on antd's large DOM in jsdom: labels, texts and selectors instead.
jest.setTimeout(180_000);

jest.mock('@sisacte/api-client', () => jest.requireActual('@sisacte/ui/test/http-mock').apiClientMock());
const { get } = mockedHttp();

const person = (id: number, name: string, extra: Partial<WelcomedListItem> = {}): WelcomedListItem => ({
  id,
  name,
  gender: 'Feminino',
  birthdate: '1990-05-04',
  age: 35,
  nacionality: { id: 2, nome_pt: 'Venezuela' },
  cpf: '52998224725',
  rg: 'V123',
  date_of_register: '2026-01-10T12:00:00.000Z',
  status: 'active',
  author: { id: 1, name: 'Administrador' },
  civil_status: 'Solteiro',
  scholarity: null,
  family: null,
  monitors: 0,
  ...extra,
});

let rows: WelcomedListItem[] = [];
let total = 0;

function lastListQuery(): Record<string, unknown> {
  const calls = get.mock.calls.filter(([path]) => path === '/api/welcomeds');
  return calls[calls.length - 1][1];
}

function renderModal(props: Partial<Parameters<typeof SearchRecordModal>[0]> = {}) {
  const onAdd = jest.fn();
  const onCancel = jest.fn();
  renderAt(<SearchRecordModal open onAdd={onAdd} onCancel={onCancel} {...props} />, '/admin/cursos/1');
  return { onAdd, onCancel };
}

beforeEach(() => {
  get.mockReset();
  rows = [person(1, 'Ana Pérez'), person(2, 'Bruno Lima', { gender: 'Masculino', monitors: 2 }), person(3, 'Carla Trash', { status: 'drashed' })];
  total = 3;
  get.mockImplementation(async (path: string, params?: Record<string, unknown>) => {
    if (path === '/api/welcomeds') return makePage(rows, total, Number(params?.page ?? 0), 20);
    if (path === '/api/list-users') return [{ id: 7, name: 'Maria Assistente', username: 'maria' }];
    if (path === '/api/function/list') return [{ id: 3, name: 'Pedreiro' }, { id: 4, name: 'Cozinheira' }];
    if (path === '/api/forwarding-types-list') return [{ id: 5, title: 'CRAS' }, { id: 6, title: 'Saúde' }];
    if (path === '/api/localization/countries') return [{ id: 1, nome_pt: 'Brasil' }, { id: 2, nome_pt: 'Venezuela' }];
    if (path === '/api/localization/states') return [{ id: 25, uf: 'SP', nome: 'São Paulo' }, { id: 14, uf: 'PA', nome: 'Pará' }];
    if (path === '/api/localization/cities') return params?.uf === 'SP' ? [{ id: 11, nome: 'São Paulo', ibge: 3550308 }] : [];
    throw new Error(`unexpected ${path}`);
  });
});

/** The button whose text is `text` (antd wraps the text in a span). */
describe('SearchRecordModal (Pesquisar Cadastro)', () => {
  it('opens with its title and searches active people, by name, 20 per page', async () => {
    renderModal();
    expect(await screen.findByText('Pesquisar Cadastro')).toBeInTheDocument();
    await screen.findByText('Ana Pérez');
    expect(lastListQuery()).toEqual({ status: 'active', page: 0, size: 20, sort: 'name,asc' });
    const headers = [...document.querySelectorAll('thead th')].map((th) => th.textContent);
    expect(headers.slice(1)).toEqual(['Nome', 'Sexo', 'Idade', 'Nacionalidade', 'CPF', 'Dt. Nascimento', 'Monitoramento', 'Dt. Cadastro', 'Ação']);
    expect(button('Cancelar')).toBeEnabled();
    expect(button('Adicionar Cadastro(s)')).toBeDisabled();
  });

  it("'Localizar' pressed while the opening's list still loads runs the search, and that list, arriving later, does not replace it", async () => {
    let answerOpening: (() => void) | undefined;
    const listed = jest.fn((params?: Record<string, unknown>) => makePage(params?.name ? [rows[0]!] : rows, params?.name ? 1 : total, 0, 20));
    get.mockImplementation(async (path: string, params?: Record<string, unknown>) => {
      if (path !== '/api/welcomeds') return [];
      if (!params?.name) await new Promise<void>((resolve) => (answerOpening = resolve));
      return listed(params);
    });
    renderModal();
    await waitFor(() => expect(answerOpening).toBeDefined());
    fireEvent.change(screen.getByLabelText('Nome'), { target: { value: 'Ana' } });
    fireEvent.click(button('Localizar'));
    await waitFor(() => expect(listed).toHaveBeenCalledWith(expect.objectContaining({ name: 'Ana' })));
    expect(await screen.findByText('Ana Pérez')).toBeInTheDocument();
    answerOpening!();
    await waitFor(() => expect(listed).toHaveBeenCalledTimes(2));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Bruno Lima')).not.toBeInTheDocument();
    expect(screen.getByText('Ana Pérez')).toBeInTheDocument();
  });

  it("'Localizar' sends the filters typed in the box (CPF masked, ages ≥ 0, selects) and nothing before it is clicked", async () => {
    renderModal();
    await screen.findByText('Ana Pérez');
    const before = get.mock.calls.filter(([p]) => p === '/api/welcomeds').length;

    fireEvent.change(screen.getByLabelText('Nome'), { target: { value: '  Ana ' } });
    fireEvent.change(screen.getByLabelText('CPF'), { target: { value: '52998224725' } });
    expect(screen.getByLabelText('CPF')).toHaveValue('529.982.247-25');
    fireEvent.change(screen.getByLabelText('CRNM'), { target: { value: 'V123' } });
    fireEvent.change(screen.getByLabelText('Idade mínima'), { target: { value: '18' } });
    fireEvent.change(screen.getByLabelText('Idade máxima'), { target: { value: '-3' } });
    await chooseOption('Sexo', 'Feminino');
    await chooseOption('Estado civil', 'Viúvo');
    await chooseOption('Hospedagem', 'Não Hospedados');
    await chooseOption('Encaminhamento', 'Encaminhados');
    await chooseOption('Monitoramento', 'Monitorados');
    await chooseOption('Escolaridade', 'Ensino Fundamental Incomplento');
    await chooseOption('Cadastrado por', 'Maria Assistente');
    await chooseOption('Profissões', 'Pedreiro');
    fireEvent.change(screen.getByLabelText('Cidade estrangeira'), { target: { value: 'Caracas' } });

    expect(get.mock.calls.filter(([p]) => p === '/api/welcomeds').length).toBe(before);
    fireEvent.click(button('Localizar'));
    await waitFor(() => expect(get.mock.calls.filter(([p]) => p === '/api/welcomeds').length).toBe(before + 1));
    const q = lastListQuery();
    expect(q).toEqual({
      name: 'Ana',
      cpf: '529.982.247-25',
      rg: 'V123',
      age_min: 18,
      gender: 'Feminino',
      civil_status: 'Viúvo',
      stays: 'false',
      forwardings: 'true',
      monitors: 'true',
      scholarity: 'Ensino Fundamental Incomplento',
      author: 7,
      functions: [3],
      foreing_city: 'Caracas',
      status: 'active',
      page: 0,
      size: 20,
      sort: 'name,asc',
    });
    // a negative age is not accepted as a filter
    expect(q).not.toHaveProperty('age_max');
  });

  it('birth place: nationality, then a Brazilian state before its city', async () => {
    renderModal();
    await screen.findByText('Ana Pérez');
    expect(screen.getByLabelText('Cidade de nascimento')).toBeDisabled();
    await chooseOption('Nacionalidade', 'Venezuela');
    await chooseOption('Estado de nascimento (UF)', 'São Paulo');
    await waitFor(() => expect(screen.getByLabelText('Cidade de nascimento')).toBeEnabled());
    await waitFor(() => expect(get).toHaveBeenCalledWith('/api/localization/cities', { uf: 'SP', nome: undefined }));
    fireEvent.mouseDown(screen.getByLabelText('Cidade de nascimento'));
    const cities = await screen.findAllByTitle('São Paulo');
    fireEvent.click(cities.at(-1)!);
    fireEvent.change(screen.getByLabelText('Estado estrangeiro'), { target: { value: 'Zulia' } });
    fireEvent.click(button('Localizar'));
    await waitFor(() => expect(lastListQuery()).toMatchObject({ nacionality: 2, state: 25, city: 11, foreing_state: 'Zulia' }));
  });

  it('finds trashed people with Situação Lixeira; their name is plain text and they have no actions', async () => {
    renderModal();
    await screen.findByText('Ana Pérez');
    await chooseOption('Situação', 'Lixeira');
    fireEvent.click(button('Localizar'));
    await waitFor(() => expect(lastListQuery()).toMatchObject({ status: 'trashed' }));

    const trashed = screen.getByText('Carla Trash').closest('tr')!;
    expect(trashed.querySelector('a')).toBeNull();
    expect(trashed.querySelector('button')).toBeNull();
    expect(trashed.querySelector('input[type=checkbox]')).toBeDisabled();

    const active = screen.getByText('Bruno Lima').closest('tr')!;
    expect(within(active).getByText('Bruno Lima').closest('a')).toHaveAttribute('href', '/admin/cadastros/2');
    expect(within(active).getByLabelText('Editar Bruno Lima')).toBeInTheDocument();
    expect(within(active).getAllByRole('button')).toHaveLength(2);
    expect(within(active).getByText('2 monitoramentos')).toBeInTheDocument();
    expect(within(active).getByText('529.982.247-25')).toBeInTheDocument();
    expect(within(active).getByText('04/05/1990')).toBeInTheDocument();
  });

  it('returns the checked ids through onAdd, keeping checks across pages', async () => {
    total = 45;
    const { onAdd } = renderModal();
    await screen.findByText('Ana Pérez');
    fireEvent.click(screen.getByLabelText('Marcar Bruno Lima'));
    expect(screen.getByText('1 cadastro marcado')).toBeInTheDocument();

    rows = [person(21, 'Zé Página Dois')];
    fireEvent.click(screen.getByLabelText('Página 2'));
    await screen.findByText('Zé Página Dois');
    expect(lastListQuery()).toMatchObject({ page: 1, status: 'active' });
    fireEvent.click(screen.getByLabelText('Marcar Zé Página Dois'));

    fireEvent.click(button('Adicionar Cadastro(s)'));
    await waitFor(() => expect(onAdd).toHaveBeenCalledWith([2, 21], [expect.objectContaining({ id: 2, name: 'Bruno Lima' }), expect.objectContaining({ id: 21 })]));
  });

  it('people the caller already has cannot be checked again; Cancelar calls onCancel', async () => {
    const { onCancel } = renderModal({ excludeIds: [1] });
    await screen.findByText('Ana Pérez');
    expect(screen.getByLabelText('Marcar Ana Pérez')).toBeDisabled();
    fireEvent.click(button('Cancelar'));
    expect(onCancel).toHaveBeenCalled();
  });

  it('offers the referral types of the server and searches by their ids', async () => {
    renderModal();
    await screen.findByText('Ana Pérez');
    await waitFor(() => expect(get).toHaveBeenCalledWith('/api/forwarding-types-list'));
    await chooseOption('Tipos de encaminhamento', 'Saúde');
    fireEvent.click(button('Localizar'));
    await waitFor(() => expect(lastListQuery()).toMatchObject({ forwarding_types: [6] }));
  });

  it("an active person's 'Monitoramentos' button opens their monitoring visits", async () => {
    renderModal();
    fireEvent.click(await screen.findByLabelText('Monitoramentos de Ana Pérez'));
    expect(screen.getByTestId('where')).toHaveTextContent('/admin/monitoramentos/1');
  });

  it('the name links to the edit screen', async () => {
    renderModal();
    fireEvent.click(await screen.findByLabelText('Editar Ana Pérez'));
    expect(screen.getByTestId('where')).toHaveTextContent('/admin/cadastros/1');
  });
});
