// Every reports screen with a date field: Enter in it confirms the date and moves on, and neither saves, generates a
// PDF, moves to the next step nor searches; the period's end opens on its start's month and says why an earlier day
// cannot be picked.
import { screen, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import { makePage } from '@sisacte/contracts/common/page';
import type { Report } from '@sisacte/contracts/relatorios/reports';
import { expectDateFilterSearchesOnlyByButton, expectEndCalendarFromStart, httpAnswering, renderAt, typeThenEnter, withDateFieldLoaded } from '@sisacte/ui/test';
import { ReportListPage } from './features/reports/report-list-page';
import { ReportWizardPage } from './features/reports/report-wizard-page';

// antd's picker in jsdom on a shared, busy machine
jest.setTimeout(90_000);

jest.mock('@sisacte/api-client', () => jest.requireActual('@sisacte/ui/test/http-mock').apiClientMock());
// OpenLayers draws on a canvas jsdom has not.
jest.mock('@sisacte/ui/map', () => ({ EstablishmentMap: () => null }));

const report: Report = {
  id: 9,
  nrInscricao: '11222333000181',
  empregador_razao_social: 'Fazenda Boa Vista',
  empregador_endereco: null,
  empregador_bairro: null,
  empregador_uf: 'MT',
  empregador_municipio: 'Sorriso',
  empregador_cep: null,
  empregador_cnae: null,
  empregador_latitude: null,
  empregador_longitude: null,
  data_ini: '2026-03-02',
  data_fim: '2026-03-06',
  equipe: [{ nome: 'MTE', membros: [{ nome: 'Rita', cargo: 'Auditora' }] }],
  historico: '',
  autos_infracao: [],
  trabalho_informal: { homens: 0, mulheres: 0, menores_16: 0, menores_16_18: 0, estrangeiros: 0, resgatados: 0, guias_seguro_desemprego: 0, valor_verbas_rescisorias: '0', valor_fgts: '0', valor_dano_moral: '0' },
  interdicoes_embargos: [],
  ndfc: [],
  conclusao: [],
  author: null,
  created_at: '2026-03-07T10:00:00.000Z',
  updated_at: '2026-03-07T10:00:00.000Z',
};

const ANSWERS: Record<string, unknown> = {
  '/api/relatorio': makePage([], 0, 0, 20),
  '/api/relatorio/9': report,
};
const http = httpAnswering(ANSWERS);

withDateFieldLoaded();

/** Nothing saved, generated or downloaded; still on step 1; the focus left the field and the typed date stayed. */
async function keptAndMovedOn(label: string, typed: string) {
  await new Promise((r) => setTimeout(r, 300));
  for (const write of [http.create, http.post, http.put, http.saveFile, http.openPdf]) expect(write).not.toHaveBeenCalled();
  expect(screen.getByRole('heading', { level: 4 })).toHaveTextContent('1. Dados principais');
  expect(document.activeElement).not.toBe(screen.getByLabelText(label));
  await waitFor(() => expect(screen.getByLabelText(label)).toHaveValue(typed));
}

describe.each([
  ['new report (/admin/relatorios/novo)', '/admin/relatorios/novo', '/admin/relatorios/novo'],
  ['report edit (/admin/relatorios/edit/{id})', '/admin/relatorios/edit/9', '/admin/relatorios/edit/:id'],
])('%s', (_name, path, pattern) => {
  it.each([['Data de início', '02/03/2026'], ['Data de fim', '09/03/2026']])('Enter in "%s" confirms the date, moves on and neither saves nor generates the PDF', async (label, typed) => {
    renderAt(<ReportWizardPage />, path, pattern);
    await typeThenEnter(label, typed);
    await keptAndMovedOn(label, typed);
  });
});

describe("the period's end", () => {
  // In the past: an empty calendar would open on today's month, where the start's month is what the inspector wants.
  const start = dayjs().subtract(2, 'month').date(15);
  const why = 'A data de fim não pode ser anterior à data de início';

  it("opens on the start's month and says why an earlier day cannot be picked", async () => {
    renderAt(<ReportWizardPage />, '/admin/relatorios/novo', '/admin/relatorios/novo');
    const calendar = await expectEndCalendarFromStart('Data de início', 'Data de fim', start, why);
    expect(calendar).toHaveTextContent(`${why}.`);
  });
});

describe('the list filters (/admin/relatorios/list)', () => {
  it.each(['De', 'Até'])('Enter in "%s" moves on without searching; "Buscar" searches', async (label) => {
    renderAt(<ReportListPage />, '/admin/relatorios/list', '/admin/relatorios/list');
    await expectDateFilterSearchesOnlyByButton(label, () => http.get.mock.calls.filter(([p]) => p === '/api/relatorio').length);
  });
});
