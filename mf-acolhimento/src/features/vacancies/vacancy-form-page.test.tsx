import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type Vacancy, type WelcomedVacancy } from '@sisacte/contracts/acolhimento/vacancies';
import { describeFormPage, fill, httpAnswering, renderAt } from '@sisacte/ui/test';
import { VacancyFormPage } from './vacancy-form-page';

jest.mock('@sisacte/api-client', () => jest.requireActual('@sisacte/ui/test/http-mock').apiClientMock());

const vacancy: Vacancy = {
  id: 3,
  employer: { id: 7, name: 'Construtora Horizonte' },
  function: { id: 2, name: 'Pedreiro' },
  places: 4,
  salary: 2100.5,
  period: 'Diurno, 44h',
  status: 'Aberta',
  notes: null,
  referred: 2,
  author: { id: 1, name: 'Administrador' },
  created_at: '2026-03-02T10:00:00.000Z',
};
const referral = (id: number, name: string, status: WelcomedVacancy['status'] = 'Encaminhado'): WelcomedVacancy => ({
  id,
  welcomed: { id: id * 10, name, cpf: null, status: 'active' },
  vacancy: { id: 3 },
  status,
  author: { id: 1, name: 'Administrador' },
  created_at: '2026-03-05T10:00:00.000Z',
});
const page = <T,>(content: T[]) => ({ content, number: 0, size: 100, totalElements: content.length, totalPages: 1, first: true, last: true });

const http = httpAnswering({
  '/api/employers-list': [{ id: 7, name: 'Construtora Horizonte', document: '11222333000181' }, { id: 8, name: 'Padaria Pão Quente', document: '52998224725' }],
  '/api/function/list': [{ id: 2, name: 'Pedreiro' }, { id: 5, name: 'Padeiro' }],
  '/api/vacancies/3': vacancy,
  '/api/welcomed-vacancies': page([referral(1, 'Ana Pérez'), referral(2, 'Bruno Lima')]),
});

/** Picks `option` in the antd select labelled `label`. */
async function choose(label: string, option: string) {
  const input = screen.getByLabelText(label);
  fireEvent.mouseDown(input);
  // this select's own dropdown (another may still be in the page)
  const listId = input.getAttribute('aria-controls')!;
  const dropdown = await waitFor(() => document.getElementById(listId)!.closest('.ant-select-dropdown') as HTMLElement);
  fireEvent.click(await waitFor(() => within(dropdown).getByTitle(option)));
}

describeFormPage({
  page: <VacancyFormPage />,
  routes: { create: '/admin/vagas/cadastrar', edit: ['/admin/vagas/3', '/admin/vagas/:vacancy_id'], list: '/admin/vagas' },
  http,
  saved: vacancy,
  create: {
    ready: async () => {
      await screen.findByLabelText('Empregador');
      // the referred people wait for the vacancy to exist
      expect(screen.getByText('Encaminhados').closest('[role="tab"]')).toHaveAttribute('aria-disabled', 'true');
    },
    checks: [{ says: ['Empregador é obrigatório'] }],
    enter: async () => {
      await choose('Empregador', 'Padaria Pão Quente');
      await choose('Função', 'Padeiro');
      fill('Período', 'Noturno');
    },
    done: 'Vaga Cadastrada!',
    sent: ['/api/vacancy', { employer: 8, function: 5, places: 1, salary: null, period: 'Noturno', status: 'Aberta', notes: '' }],
  },
  refusal: { enter: () => choose('Empregador', 'Construtora Horizonte'), message: 'Empregador inexistente' },
  edit: {
    shows: async () => {
      expect(await screen.findByLabelText('Período')).toHaveValue('Diurno, 44h');
      expect(screen.getByText('Encaminhados (2)')).toBeInTheDocument();
    },
    enter: () => fill('Número de vagas', '6'),
    sent: ['/api/vacancy', expect.objectContaining({ id: 3, employer: 7, function: 2, places: 6, salary: 2100.5 })],
  },
});

describe('the referred people (/admin/vagas/{id}?tab=referred)', () => {
  it('tab 2 lists the referred people (100 per page); a status is changed in its row, a person removed after confirming', async () => {
    const { get, put, delete: del } = http;
    put.mockResolvedValue(referral(1, 'Ana Pérez', 'Contratado'));
    del.mockResolvedValue(undefined);
    renderAt(<VacancyFormPage />, '/admin/vagas/3?tab=referred', '/admin/vagas/:vacancy_id');
    expect(await screen.findByText('Ana Pérez')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/api/welcomed-vacancies', { vacancy: 3, page: 0, size: 100 });
    expect(screen.getByText('Bruno Lima')).toBeInTheDocument();

    await choose('Situação de Ana Pérez', 'Contratado');
    await waitFor(() => expect(put).toHaveBeenCalledWith('/api/welcomed-vacancies/1', { status: 'Contratado' }));
    expect(await screen.findByText('Ana Pérez: Contratado')).toBeInTheDocument();

    fireEvent.click(screen.getByLabelText('Remover Bruno Lima'));
    const ask = (await screen.findAllByText('Remover Bruno Lima desta vaga?'))[0]!.closest('.ant-modal') as HTMLElement;
    fireEvent.click(within(ask).getByText('Remover').closest('button')!);
    await waitFor(() => expect(del).toHaveBeenCalledWith('/api/welcomed-vacancies/2'));
    expect(await screen.findByText('Encaminhamento removido!')).toBeInTheDocument();
  });
});
