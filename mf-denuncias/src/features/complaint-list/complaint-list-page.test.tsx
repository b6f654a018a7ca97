import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROLES } from '@sisacte/contracts/auth/roles';
import { makePage } from '@sisacte/contracts/common/page';
import { encodeArea, type ComplaintListItem } from '@sisacte/contracts/denuncias/complaint-list';
import { answerGets, mockedHttp, renderAt, signIn } from '@sisacte/ui/test';
import { ARCHIVED_MAP_KEY, ComplaintListPage } from './complaint-list-page';
import { complaintFilterCodec, EMPTY_COMPLAINT_FILTERS, toComplaintQuery } from '../../shared/complaint-filters/complaint-filters';

jest.setTimeout(60_000);

jest.mock('@sisacte/api-client', () => jest.requireActual('@sisacte/ui/test/http-mock').apiClientMock());
const { get } = mockedHttp();
// OpenLayers draws on a canvas jsdom has not: the maps are left out of these tests (Playwright draws on them).
jest.mock('@sisacte/ui/map', () => ({
  AreaFilterMap: ({ value }: { value: string }) => <output data-testid="area">{value}</output>,
  PointsMap: ({ points }: { points: unknown[] }) => <output data-testid="points">{points.length}</output>,
}));

const AREA = encodeArea([
  { lat: -10, lng: -60 },
  { lat: -10, lng: -50 },
  { lat: -20, lng: -50 },
]);

const item = (id: number, diasRestantes: string, status: ComplaintListItem['status']): ComplaintListItem => ({
  id,
  numerodemanda: `DEN-2026-00000${id}`,
  idioma: 'pt',
  nomefantasia: `Fazenda ${id}`,
  municipio: { id: 5, nome: 'Cuiabá' },
  uf: 'MT',
  createdAt: '2026-11-20T12:00:00.000Z',
  score: 10 * id,
  status,
  arquivada: false,
  estabelecimento_encerramento: null,
  diasRestantes,
  estabelecimento_latitude: -15,
  estabelecimento_longitude: -56,
  nomeCadastrador: id === 1 ? 'Rita Fiscal' : null,
});

beforeEach(() => {
  get.mockReset();
  localStorage.clear();
  answerGets(get, {
    '/api/denuncias': makePage([item(1, 'Encerrado', 'Protocolada'), item(2, 'Sem previsão', 'Encaminhada para Fiscalização'), item(3, '12', 'Fiscalizada')], 3, 0, 20),
    '/api/denuncias/pontos': { points: [{ id: 1, numerodemanda: 'DEN-2026-000001', score: 10, lat: -15, lng: -56 }], truncated: false },
    '/api/organizacoes/list': [{ id: 4, nome: 'Ministério Público do Trabalho', sigla: 'MPT' }],
  });
});

describe('complaint filters ↔ address', () => {
  it('reads every filter of the address, drops malformed ones, and writes them back unchanged', () => {
    const params = new URLSearchParams(
      `data_ini=2026-01-01&data_fim=nope&score_ini=10&score_fim=x&encerramento=30&uf=mt&municipio=5&municipio_nome=Cuiab%C3%A1&organizacao=4&status=Fiscalizada&area=${encodeURIComponent(AREA)}&page=2&other=1`,
    );
    const values = complaintFilterCodec.read(params);
    expect(values).toEqual({
      ...EMPTY_COMPLAINT_FILTERS,
      data_ini: '2026-01-01',
      score_ini: '10',
      encerramento: '30',
      uf: 'MT',
      municipio: '5',
      municipio_nome: 'Cuiabá',
      organizacao: '4',
      status: 'Fiscalizada',
      area: AREA,
    });
    const written = complaintFilterCodec.write(values, params);
    expect(complaintFilterCodec.read(written)).toEqual(values);
    expect(written.get('other')).toBe('1');
    expect(written.has('data_fim')).toBe(false);
  });

  it('refuses an open or crossing polygon, a city without its state, and an unknown forecast or status', () => {
    const bowtie = '0,0;0,10;10,0;10,10;0,0';
    const values = complaintFilterCodec.read(new URLSearchParams(`area=${bowtie}&municipio=5&encerramento=15&status=Arquivada`));
    expect(values).toEqual(EMPTY_COMPLAINT_FILTERS);
    expect(complaintFilterCodec.read(new URLSearchParams('area=0,0;0,10;10,10')).area).toBe('');
  });

  it('sends only what is set, with the list chosen by the address (not the city name)', () => {
    expect(toComplaintQuery({ ...EMPTY_COMPLAINT_FILTERS, uf: 'MT', municipio: '5', municipio_nome: 'Cuiabá' }, true)).toEqual({ uf: 'MT', municipio: '5', arquivada: 'true' });
    expect(toComplaintQuery(EMPTY_COMPLAINT_FILTERS, false)).toEqual({ arquivada: 'false' });
  });

  it('keeps the language a complaint was filed in (issue 33), and drops one the pages do not speak', () => {
    expect(complaintFilterCodec.read(new URLSearchParams('idioma=es')).idioma).toBe('es');
    expect(complaintFilterCodec.read(new URLSearchParams('idioma=de')).idioma).toBe('');
    expect(toComplaintQuery({ ...EMPTY_COMPLAINT_FILTERS, idioma: 'ht' }, false)).toEqual({ idioma: 'ht', arquivada: 'false' });
  });
});

describe('ComplaintListPage', () => {
  it('/admin/denuncias-arquivadas: asks the archived list with the address filters, 20 per page, id ascending; days remaining and status badges', async () => {
    signIn([ROLES.DENUNCIAS]);
    renderAt(<ComplaintListPage />, `/admin/denuncias-arquivadas?score_ini=10&status=Fiscalizada&area=${encodeURIComponent(AREA)}`);
    expect(await screen.findByText('Fazenda 1')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Denúncias arquivadas' })).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/api/denuncias', { score_ini: '10', status: 'Fiscalizada', area: AREA, arquivada: 'true', page: 0, size: 20, sort: 'id,asc' });
    expect(get).toHaveBeenCalledWith('/api/denuncias/pontos', { score_ini: '10', status: 'Fiscalizada', area: AREA, arquivada: 'true' });
    // days remaining as the server labels them: 'Encerrado', 'Sem previsão', the days left
    expect(screen.getByText('Encerrado')).toBeInTheDocument();
    expect(screen.getByText('Sem previsão')).toBeInTheDocument();
    expect(screen.getByText('12 dias')).toBeInTheDocument();
    // status badges: info, danger, success
    expect(screen.getByText('Protocolada').closest('[data-badge]')).toHaveAttribute('data-badge', 'info');
    expect(screen.getByText('Encaminhada para Fiscalização').closest('[data-badge]')).toHaveAttribute('data-badge', 'danger');
    expect(screen.getAllByText('Fiscalizada').find((e) => e.closest('[data-badge]'))!.closest('[data-badge]')).toHaveAttribute('data-badge', 'success');
    expect(screen.getByText('DEN-2026-000001').closest('a')).toHaveAttribute('href', '/admin/denuncias/profile/1');
    // no author column without VisualizarTodasDemandas
    expect(screen.queryByText('Cadastrador', { selector: 'th' })).toBeNull();
    expect(screen.queryByText('Rita Fiscal')).toBeNull();
    // the archived list's map opens on demand, and this browser remembers it
    await waitFor(() => expect(screen.getByTestId('points-count')).toHaveTextContent('1 denúncia localizada no mapa.'));
    expect(screen.queryByTestId('points')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Mostrar no mapa' }));
    expect(screen.getByTestId('points').textContent).toBe('1');
    expect(localStorage.getItem(ARCHIVED_MAP_KEY)).toBe('aberto');
    expect(screen.getByRole('button', { name: 'Ocultar mapa' })).toHaveFocus();
    expect(screen.getByTestId('area').textContent).toBe(AREA);
  });

  it('/admin/denuncias-arquivadas: a map opened before is open at once; hidden again, it stays hidden', async () => {
    signIn([ROLES.DENUNCIAS]);
    localStorage.setItem(ARCHIVED_MAP_KEY, 'aberto');
    const view = renderAt(<ComplaintListPage />, '/admin/denuncias-arquivadas');
    await waitFor(() => expect(screen.getByTestId('points').textContent).toBe('1'));
    await userEvent.click(screen.getByRole('button', { name: 'Ocultar mapa' }));
    expect(screen.queryByTestId('points')).toBeNull();
    expect(screen.getByRole('button', { name: 'Mostrar no mapa' })).toHaveFocus();
    expect(localStorage.getItem(ARCHIVED_MAP_KEY)).toBeNull();
    view.unmount();
    renderAt(<ComplaintListPage />, '/admin/denuncias-arquivadas');
    expect(await screen.findByRole('button', { name: 'Mostrar no mapa' })).toBeInTheDocument();
    expect(screen.queryByTestId('points')).toBeNull();
  });

  it('/admin/denuncias: the unarchived list, and the author column for holders of VisualizarTodasDemandas', async () => {
    signIn([ROLES.DENUNCIAS, ROLES.VISUALIZAR_TODAS_DEMANDAS]);
    renderAt(<ComplaintListPage />, '/admin/denuncias');
    expect(await screen.findByText('Rita Fiscal')).toBeInTheDocument();
    expect(screen.getByText('Cadastrador', { selector: 'th' })).toBeInTheDocument();
    expect(screen.getAllByText('Público (anônimo)')).toHaveLength(2);
    expect(get).toHaveBeenCalledWith('/api/denuncias', { arquivada: 'false', page: 0, size: 20, sort: 'id,asc' });
    // the list being triaged always shows its map, with nothing to hide it
    await waitFor(() => expect(screen.getByTestId('points')).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Mostrar no mapa' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Ocultar mapa' })).toBeNull();
  });
});
