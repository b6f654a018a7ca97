// The action plan's measure cards (/admin/plano-de-acao/medidas/{id}): Enter in a date confirms it and moves on, and
// does not save the measure (a card is saved by its button); the end opens on the start's month and says why an
// earlier day cannot be picked.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import type { Measure } from '@sisacte/contracts/autodiagnostico/action-plan';
import { SCREENS } from '@sisacte/contracts/shell/screens';
import { expectEndCalendarFromStart, renderAt, typeThenEnter, withDateFieldLoaded } from '@sisacte/ui/test';
import { actionPlanApi, openDiagnosisPdf, saveMeasuresXlsx } from './features/action-plan/api';
import { MeasuresPage } from './features/action-plan/measures-page';
import { storeResumeCode } from './shared/resume-code';

// antd's picker in jsdom on a shared, busy machine
jest.setTimeout(90_000);

// The self-diagnosis calls the API through its own `call` (with the resume code): its feature module is the mock.
jest.mock('./features/action-plan/api', () => ({ actionPlanApi: { measuresByRisk: jest.fn(), saveMeasure: jest.fn() }, openDiagnosisPdf: jest.fn(), saveMeasuresXlsx: jest.fn() }));
const plan = actionPlanApi as jest.Mocked<typeof actionPlanApi>;

/** A saved measure with every field valid: a form sent by Enter would reach the API. */
const measure: Measure = {
  id: 31,
  questao_id: 4,
  bloco: 'Registro e documentos',
  enunciado: 'Todos os empregados têm registro em carteira?',
  resposta: 'Não',
  risco: 'Alto',
  acoes: 'Registrar todos no eSocial',
  responsavel: 'Marta',
  data_inicio: '2026-03-02',
  data_fim: '2026-03-20',
};

withDateFieldLoaded();

beforeEach(() => {
  jest.clearAllMocks();
  storeResumeCode(7, 'AAAA-BBBB-CCCC');
  plan.measuresByRisk.mockResolvedValue([{ risco: 'Alto', medidas: [measure] }]);
});

const openMeasures = async () => {
  renderAt(<MeasuresPage />, '/admin/plano-de-acao/medidas/7', SCREENS.selfDiagnosis.measures);
  return screen.findByRole('article', { name: measure.enunciado });
};

describe('a measure card', () => {
  it.each([
    ['Início', '05/03/2026', { data_inicio: '2026-03-05' }],
    ['Fim', '27/03/2026', { data_fim: '2026-03-27' }],
  ])('Enter in "%s" confirms the date, moves on and does not save the measure; "Salvar medida" saves it', async (label, typed, sent) => {
    const card = await openMeasures();
    await typeThenEnter(label, typed);
    await new Promise((r) => setTimeout(r, 300));
    expect(plan.saveMeasure).not.toHaveBeenCalled();
    expect(openDiagnosisPdf).not.toHaveBeenCalled();
    expect(saveMeasuresXlsx).not.toHaveBeenCalled();
    // 'Salvar medida' was not pressed: the card says its changes are not saved, and no rule of the form ran.
    expect(card).toHaveTextContent('alterações não salvas');
    expect(within(card).queryByRole('alert')).toBeNull();
    expect(document.activeElement).not.toBe(screen.getByLabelText(label));
    await waitFor(() => expect(screen.getByLabelText(label)).toHaveValue(typed));

    // The button does save it, with the date typed.
    await userEvent.setup().click(within(card).getByRole('button', { name: 'Salvar medida' }));
    await waitFor(() => expect(plan.saveMeasure).toHaveBeenCalledTimes(1));
    expect(plan.saveMeasure.mock.calls[0]![0]).toMatchObject(sent);
  });
});

describe("a measure's end", () => {
  // In the past: an empty calendar would open on today's month, where the start's month is what the user wants.
  const start = dayjs().subtract(2, 'month').date(15);
  const why = 'Data de fim não pode ser anterior à data de início';

  it("opens on the start's month and says why an earlier day cannot be picked", async () => {
    plan.measuresByRisk.mockResolvedValue([{ risco: 'Alto', medidas: [{ ...measure, id: null, responsavel: null, data_inicio: null, data_fim: null }] }]);
    await openMeasures();
    const calendar = await expectEndCalendarFromStart('Início', 'Fim', start, why);
    expect(calendar).toHaveTextContent(`${why}.`);
  });
});
