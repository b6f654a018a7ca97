import { fireEvent, screen, waitFor } from '@testing-library/react';
import { type Welcomed, WELCOMED_API } from '@sisacte/contracts/acolhimento/welcomed';
import { LGPD_API } from '@sisacte/contracts/audit/lgpd';
import { TRAIL_API } from '@sisacte/contracts/audit/trail';
import { ROLES } from '@sisacte/contracts/auth/roles';
import { fillPath } from '@sisacte/contracts/common/api-path';
import { makePage } from '@sisacte/contracts/common/page';
import { SCREENS } from '@sisacte/contracts/shell/screens';
import { httpAnswering, renderAt, signIn } from '@sisacte/ui/test';
import { WelcomedPage } from './welcomed-page';

// role queries are slow on antd's large DOM in jsdom: labels, texts and selectors instead.
jest.setTimeout(180_000);

jest.mock('@sisacte/api-client', () => jest.requireActual('@sisacte/ui/test/http-mock').apiClientMock());

const ana = {
  id: 7,
  name: 'Ana Pérez',
  gender: 'Feminino',
  birthdate: '1990-05-17',
  age: 35,
  nacionality: { id: 2, nome_pt: 'Venezuela' },
  cpf: null,
  rg: 'V123',
  status: 'active',
  functions: [{ id: 3, name: 'Pedreiro' }],
  date_of_register: '2026-01-10T12:00:00.000Z',
  author: { id: 1, name: 'Administrador' },
} as unknown as Welcomed;

/** What a reader without Acolhimento may be asked for (the others answer 403, which ends the session). */
const READER_PATHS = [
  fillPath(WELCOMED_API.one, { id: 7 }),
  fillPath(LGPD_API.anonymisation, { id: 7 }),
  TRAIL_API.list,
  TRAIL_API.users,
  '/api/localization/countries',
  '/api/localization/states',
];

const http = httpAnswering({
  [fillPath(WELCOMED_API.one, { id: 7 })]: ana,
  [fillPath(LGPD_API.anonymisation, { id: 7 })]: null,
  [TRAIL_API.list]: makePage([], 0, 0, 20),
  [TRAIL_API.users]: [],
  '/api/localization/countries': [{ id: 1, nome_pt: 'Brasil' }, { id: 2, nome_pt: 'Venezuela' }],
  '/api/localization/states': [],
  '/api/function/list': [{ id: 3, name: 'Pedreiro' }],
});

const openAna = (query = '') => renderAt(<WelcomedPage />, `/admin/cadastros/7${query}`, SCREENS.welcomed.edit);
const tabLabels = () => [...document.querySelectorAll('.ant-tabs-tab')].map((t) => t.textContent);
const askedPaths = () => http.get.mock.calls.map(([path]) => path as string);

describe('the data-protection officer without Acolhimento', () => {
  beforeEach(() => signIn([ROLES.ENCARREGADO_DADOS]));

  it("reads the person's data (every field disabled, no Salvar), with the LGPD actions and the 'Acessos' tab only", async () => {
    openAna();
    const name = await screen.findByLabelText('Nome');
    expect(name).toHaveValue('Ana Pérez');
    expect(name).toBeDisabled();
    expect(screen.getByLabelText('CRNM')).toBeDisabled();
    expect(screen.queryByText('Salvar')).toBeNull();
    expect(screen.getByText('Voltar para a lista')).toBeInTheDocument();
    expect(screen.getByText('Somente consulta: alterar este cadastro é do perfil Acolhimento.')).toBeInTheDocument();
    expect(await screen.findByText('Anonimizar')).toBeInTheDocument();
    expect(screen.getByText('Relatório de dados (LGPD)')).toBeInTheDocument();
    expect(screen.queryByText('Ficha PDF')).toBeNull();
    expect(screen.queryByText('Excluir')).toBeNull();
    expect(tabLabels()).toEqual(['Dados gerais', 'Acessos']);
    // The person's functions show from the record itself: the professions' list is Acolhimento's.
    expect(screen.getByText('Pedreiro')).toBeInTheDocument();

    fireEvent.click(screen.getByText('Acessos'));
    expect(await screen.findByText('Nenhum acesso registrado')).toBeInTheDocument();
    await waitFor(() => expect(askedPaths()).toContain(TRAIL_API.list));
    expect(askedPaths().filter((path) => !READER_PATHS.includes(path))).toEqual([]);
  });

  it('opens a tab of Acolhimento asked in the address (?tab=history) on Dados gerais, asking nothing of it', async () => {
    openAna('?tab=history');
    expect(await screen.findByLabelText('Nome')).toBeDisabled();
    expect(document.querySelector('.ant-tabs-tab-active')?.textContent).toBe('Dados gerais');
    await waitFor(() => expect(askedPaths()).toContain(fillPath(LGPD_API.anonymisation, { id: 7 })));
    expect(askedPaths().filter((path) => !READER_PATHS.includes(path))).toEqual([]);
  });
});

it('shows a case worker the person as before: editable, every tab, the PDF and delete, no LGPD actions', async () => {
  signIn([ROLES.ACOLHIMENTO]);
  openAna();
  expect(await screen.findByLabelText('Nome')).not.toBeDisabled();
  expect(screen.getByText('Salvar')).toBeInTheDocument();
  expect(screen.getByText('Ficha PDF')).toBeInTheDocument();
  expect(screen.getByText('Excluir')).toBeInTheDocument();
  expect(screen.queryByText('Relatório de dados (LGPD)')).toBeNull();
  expect(screen.queryByText('Somente consulta: alterar este cadastro é do perfil Acolhimento.')).toBeNull();
  expect(tabLabels()).toEqual(['Dados gerais', 'Família', 'Histórico', 'Trajetória', 'Arquivos']);
  await waitFor(() => expect(askedPaths()).toContain('/api/function/list'));
});

it('gives the administrator both: every tab, editable, the LGPD actions and Acessos', async () => {
  signIn([ROLES.ADMIN]);
  openAna();
  expect(await screen.findByLabelText('Nome')).not.toBeDisabled();
  expect(await screen.findByText('Anonimizar')).toBeInTheDocument();
  expect(tabLabels()).toEqual(['Dados gerais', 'Família', 'Histórico', 'Trajetória', 'Arquivos', 'Acessos']);
});
