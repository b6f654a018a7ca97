// Every complaints screen with a date field: Enter in it confirms the date and moves on, and neither saves nor
// searches (a form is sent by its button); an operation's end opens on its start's month and says why an earlier
// day cannot be picked.
import type { ReactElement } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { ROLES } from '@sisacte/contracts/auth/roles';
import { makePage } from '@sisacte/contracts/common/page';
import { button, expectDateFilterSearchesOnlyByButton, expectEndCalendarFromStart, httpAnswering, renderAt, signIn, typeThenEnter, withDateFieldLoaded } from '@sisacte/ui/test';
import { ComplaintListPage } from './features/complaint-list/complaint-list-page';
import { IndicatorListPage } from './features/indicators/indicator-list-page';
import { OperationFormPage } from './features/operations/operation-form-page';

jest.setTimeout(90_000);

jest.mock('@sisacte/api-client', () => jest.requireActual('@sisacte/ui/test/http-mock').apiClientMock());
// OpenLayers draws on a canvas jsdom has not.
jest.mock('@sisacte/ui/map', () => ({ PointsMap: () => null, AreaFilterMap: () => null }));

const ANSWERS: Record<string, unknown> = {
  '/api/equipes': makePage([{ id: 3, nome: 'Equipe Norte', cor: '#1351b4', status: 1, operacoes: 0, created_at: '2026-01-01T00:00:00.000Z' }], 1, 0, 100),
  '/api/denuncias': makePage([], 0, 0, 20),
  '/api/denuncias/pontos': { points: [], truncated: false },
  '/api/denuncias/escopo': { todas: true, organizacoes: [] },
  '/api/indicadores': makePage([], 0, 0, 20),
  '/api/organizacoes/list': [],
  '/api/localization/states': [],
};
const http = httpAnswering(ANSWERS);

withDateFieldLoaded();

beforeEach(() => signIn([ROLES.DENUNCIAS, ROLES.VISUALIZAR_TODAS_DEMANDAS]));

const user = () => userEvent.setup();

const asked = (path: string) => http.get.mock.calls.filter(([p]) => p === path).length;

describe('new operation (/admin/operacoes/novo)', () => {
  it.each([['Data inicial', '05/12/2026'], ['Data final', '09/12/2026']])('Enter in "%s" confirms the date, moves on and saves nothing', async (label, typed) => {
    renderAt(<OperationFormPage />, '/admin/operacoes/novo');
    await typeThenEnter(label, typed);
    await new Promise((r) => setTimeout(r, 300));
    expect(http.create).not.toHaveBeenCalled();
    // 'Salvar' was not pressed: its checks did not run either.
    expect(screen.queryByText('Escolha a equipe')).toBeNull();
    expect(document.activeElement).not.toBe(screen.getByLabelText(label));
    expect(screen.getByLabelText(label)).toHaveValue(typed);
  });

  it("the end's calendar opens on the start's month and says why an earlier day cannot be picked; 'Salvar' refuses an end before the start", async () => {
    const start = dayjs().add(2, 'month').date(15);
    renderAt(<OperationFormPage />, '/admin/operacoes/novo');
    const open = await expectEndCalendarFromStart('Data inicial', 'Data final', start, 'A data final não pode ser anterior à data inicial');
    expect(open).toHaveTextContent('A data final não pode ser anterior à data inicial.');

    await user().keyboard(`${start.subtract(2, 'day').format('DD/MM/YYYY')}{Enter}`);
    await user().click(button('Salvar'));
    expect((await screen.findAllByText('A data final não pode ser anterior à data inicial')).length).toBeGreaterThan(0);
    expect(http.create).not.toHaveBeenCalled();
  });
});

describe('list filters with dates', () => {
  const LISTS: [name: string, render: () => ReactElement, path: string, label: string, list: string, search: string][] = [
    ['complaints (/admin/denuncias)', () => <ComplaintListPage />, '/admin/denuncias', 'Cadastro a partir de', '/api/denuncias', 'Buscar'],
    ['indicators (/admin/indicadores/list)', () => <IndicatorListPage />, '/admin/indicadores/list', 'Cadastro a partir de', '/api/indicadores', 'Filtrar'],
  ];
  it.each(LISTS)('%s: Enter in a date filter moves on without searching; the button searches', async (_name, render, path, label, list, search) => {
    renderAt(render(), path);
    await expectDateFilterSearchesOnlyByButton(label, () => asked(list), search);
  });
});
