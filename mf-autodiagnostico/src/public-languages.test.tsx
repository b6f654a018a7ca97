import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MeasuresByRisk } from '@sisacte/contracts/autodiagnostico/action-plan';
import type { EvaluationStatus } from '@sisacte/contracts/autodiagnostico/evaluations';
import type { ModelSummary } from '@sisacte/contracts/autodiagnostico/models';
import { actionPlanApi } from './features/action-plan/api';
import { statusApi } from './features/status/api';
import { startApi } from './features/start/api';
import { autodiagnosticoI18n } from './i18n';
import { routes } from './routes';
import { LightRoutes } from './shared/light-routes';
import { storeResumeCode } from './shared/resume-code';

jest.mock('./features/start/api', () => ({ startApi: { models: jest.fn() } }));
jest.mock('./features/status/api', () => ({ statusApi: { status: jest.fn() } }));
jest.mock('./features/action-plan/api', () => ({ actionPlanApi: { measuresByRisk: jest.fn(), saveMeasure: jest.fn() }, openDiagnosisPdf: jest.fn(), saveMeasuresXlsx: jest.fn() }));
// the chart library has no place in jsdom; the table carries the same numbers
jest.mock('./features/status/status-chart', () => ({ __esModule: true, default: () => null }));
const models = startApi as jest.Mocked<typeof startApi>;
const status = statusApi as jest.Mocked<typeof statusApi>;
const plan = actionPlanApi as jest.Mocked<typeof actionPlanApi>;
jest.setTimeout(60_000);

const model = (id: number, nome: string, idioma: ModelSummary['idioma']): ModelSummary => ({ id, codigo: `m${id}`, versao: 1, nome, descricao: `${nome}.`, ativo: true, blocos: 5, questoes: 30, idioma });

function openAt(path: string) {
  window.history.replaceState(null, '', path);
  return render(<LightRoutes routes={routes} />);
}

afterEach(async () => {
  sessionStorage.clear();
  await autodiagnosticoI18n.load('pt');
});

describe('the self-diagnosis in the language of the address', () => {
  it('shows the start page in Spanish, marks a model not translated, and keeps the language on the way on', async () => {
    models.models.mockResolvedValue([model(1, 'Comercio y servicios', 'es'), model(2, 'Pesca artesanal', 'pt')]);
    openAt('/admin/autodiagnostico?lang=es');
    expect(await screen.findByRole('button', { name: 'Empezar: Comercio y servicios' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Autodiagnóstico de riesgos en el trabajo' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '1. Elija el modelo de su sector' })).toBeInTheDocument();
    expect(screen.getAllByText('5 bloques, 30 preguntas · unos 15 minutos')).toHaveLength(2);
    const untranslated = screen.getByRole('heading', { level: 3, name: /Pesca artesanal/ });
    expect(untranslated).toHaveTextContent('(en portugués)');
    expect(untranslated).toHaveAttribute('lang', 'pt-BR');
    expect(screen.getByRole('heading', { level: 3, name: 'Comercio y servicios' })).not.toHaveAttribute('lang');
    expect(screen.getByRole('heading', { name: 'Retomar una evaluación' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Empezar: Comercio y servicios' }));
    await waitFor(() => expect(window.location.pathname + window.location.search).toBe('/admin/autodiagnostico/preparacao/1?lang=es'));
  });

  it('says what is missing to resume an evaluation, in the page language', async () => {
    models.models.mockResolvedValue([]);
    openAt('/admin/autodiagnostico?lang=fr');
    await userEvent.click(await screen.findByRole('button', { name: 'Reprendre' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Indiquez le lien de reprise ou le numéro de l’évaluation');
  });

  it('shows the action plan in Spanish: risk levels, counts, documents and the measures validated in Spanish', async () => {
    storeResumeCode(7, 'AAAA-BBBB-CCCC');
    const measure = (questao_id: number, risco: 'Alto' | 'Médio') => ({
      id: null,
      questao_id,
      bloco: 'Registro y documentos',
      enunciado: `¿Pregunta ${questao_id}?`,
      resposta: 'No',
      risco,
      acoes: 'Registrar en eSocial',
      responsavel: null,
      data_inicio: null,
      data_fim: null,
    });
    const groups: MeasuresByRisk = [
      { risco: 'Alto', medidas: [measure(1, 'Alto'), measure(2, 'Alto')] },
      { risco: 'Médio', medidas: [measure(3, 'Médio')] },
    ];
    plan.measuresByRisk.mockResolvedValue(groups);
    openAt('/admin/plano-de-acao/7?lang=es');
    expect(await screen.findByText('0 de 3 medidas definidas.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Plan de acción' })).toBeInTheDocument();
    expect(screen.getByText('Evaluación n.º 7')).toBeInTheDocument();
    const list = screen.getByRole('list');
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Riesgo Alto: 2 preguntas', 'Riesgo Medio: 1 pregunta']);
    expect(screen.getByRole('button', { name: 'PDF del diagnóstico y del plan' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'XLSX de las medidas' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Definir las medidas' }));
    await waitFor(() => expect(window.location.pathname + window.location.search).toBe('/admin/plano-de-acao/medidas/7?lang=es'));
    const card = await screen.findByRole('article', { name: '¿Pregunta 1?' });
    expect(screen.getByRole('heading', { level: 1, name: 'Plan de acción: medidas' })).toBeInTheDocument();
    expect(within(card).getByText('Registro y documentos · medida sugerida (aún no guardada)')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Guardar la medida' }));
    expect(await within(card).findByText('Indique la fecha de inicio')).toBeInTheDocument();
    expect(within(card).getByText('El responsable debe tener al menos 2 caracteres')).toBeInTheDocument();
    expect(plan.saveMeasure).not.toHaveBeenCalled();
  });

  it('shows the status table in Haitian Creole, and asks for the resume code in it when the device has none', async () => {
    storeResumeCode(8, 'AAAA-BBBB-CCCC');
    const result: EvaluationStatus = { avaliacao_id: 8, finalizou: false, blocos: [{ id: 1, titulo: 'Anrejistreman ak papye', ordem: 1, zero: 3, low: 1, medium: 0, high: 1, unanswered: 1 }] };
    status.status.mockResolvedValue(result);
    const view = openAt('/admin/status/8?lang=ht');
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Sitiyasyon' })).toBeInTheDocument();
    expect(screen.getByText('Idantifikasyon risk yo ap fèt toujou: 1 kesyon san repons.')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Pati', 'Zewo', 'Ba', 'Mwayen', 'Wo', 'San repons']);
    view.unmount();

    openAt('/admin/status/99?lang=ht');
    expect(await screen.findByRole('heading', { level: 1, name: 'Evalyasyon nimewo 99' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Louvri' })).toBeInTheDocument();
  });

  it('stays in Portuguese without ?lang', async () => {
    models.models.mockResolvedValue([model(1, 'Comércio e serviços', undefined)]);
    openAt('/admin/autodiagnostico');
    expect(await screen.findByRole('button', { name: 'Começar: Comércio e serviços' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Autodiagnóstico de riscos no trabalho' })).toBeInTheDocument();
    expect(screen.queryByText('(em português)')).toBeNull();
  });
});
