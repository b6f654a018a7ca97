import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EvaluationStatus } from '@sisacte/contracts/autodiagnostico/evaluations';
import { renderAt } from '@sisacte/ui/test';
import { storeResumeCode } from '../../shared/resume-code';
import { StatusPage } from './status-page';

jest.setTimeout(60_000);

const STATUS: EvaluationStatus = {
  avaliacao_id: 7,
  finalizou: false,
  blocos: [
    { id: 1, titulo: 'Registro e documentos', ordem: 1, zero: 2, low: 1, medium: 0, high: 1, unanswered: 3 },
    { id: 2, titulo: 'Alojamento', ordem: 2, zero: 0, low: 0, medium: 2, high: 0, unanswered: 1 },
  ],
};
jest.mock('./api', () => ({ statusApi: { status: jest.fn(async () => STATUS) } }));

/** The chart's code does not arrive (a phone that lost its connection), then arrives; or it arrives and fails to draw. */
let mockChartFetchFails = false;
let mockChartDrawFails = false;
jest.mock('./status-chart', () => {
  if (mockChartFetchFails) throw Object.assign(new Error('Loading chunk status-chart failed.'), { name: 'ChunkLoadError' });
  return {
    __esModule: true,
    default: () => {
      if (mockChartDrawFails) throw new Error('draw failed');
      return <p>gráfico desenhado</p>;
    },
  };
});

const FAILED = 'Não foi possível carregar o gráfico. Os mesmos números estão na tabela abaixo.';

async function openStatus() {
  storeResumeCode(7, 'ABCD-EFGH-JKLM');
  renderAt(<StatusPage />, '/admin/status/7', '/admin/status/:avaliacao_id');
  return screen.findByText(FAILED);
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('the status screen', () => {
  it('keeps its table when the chart’s code does not arrive, says where the numbers are, and fetches it again on retry', async () => {
    mockChartFetchFails = true;
    const warning = await openStatus();
    // the rest of the screen stays: its title and the table with every number
    expect(screen.getByRole('heading', { level: 1, name: 'Situação' })).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(within(table).getByRole('rowheader', { name: '1. Registro e documentos' })).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    mockChartFetchFails = false;
    await userEvent.click(within(warning.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('gráfico desenhado')).toBeInTheDocument();
    expect(screen.queryByText(FAILED)).toBeNull();
  });

  it('keeps its table when the chart fails to draw, and draws it on retry', async () => {
    mockChartDrawFails = true;
    const warning = await openStatus();
    expect(screen.getByRole('table')).toBeInTheDocument();
    mockChartDrawFails = false;
    await userEvent.click(within(warning.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('gráfico desenhado')).toBeInTheDocument();
  });
});
