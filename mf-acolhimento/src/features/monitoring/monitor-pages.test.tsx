import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError, openPdf, saveFile } from '@sisacte/api-client';
import { type Monitor } from '@sisacte/contracts/acolhimento/monitors';
import { makePage } from '@sisacte/contracts/common/page';
import { button, httpAnswering, renderAt, saveThenExpect, saveThenInvalid, where } from '@sisacte/ui/test';
import { aboutAna, ANA_ANSWERS } from '../../shared/test/person-records';
import { MonitorFormPage } from './monitor-form-page';
import { MonitorListPage } from './monitor-list-page';
import { PersonMonitorListPage } from './person-monitor-list-page';

jest.mock('@sisacte/api-client', () => jest.requireActual('@sisacte/ui/test/http-mock').apiClientMock());

const visit: Monitor = {
  ...aboutAna(30, '2026-03-02T13:00:00.000Z'),
  working: true,
  signed_work_card: false,
  like_work: true,
  benefits: [1, 6],
  riscs: [2],
  home_type: 2,
  support_levels: ['Municipal'],
  needs: ['Saúde'],
  notes: null,
  family_composition: [
    { id: 71, name: 'Luis Pérez', relation: 'Filho', age: 7, disabled: true },
    { id: 72, name: 'Rosa Pérez', relation: 'Mãe', age: 60, disabled: true },
  ],
};

const { get, create, put, delete: del } = httpAnswering({ ...ANA_ANSWERS, '/api/monitor/30': visit, '/api/monitors': makePage([visit], 1, 0, 20) });
beforeEach(() => del.mockResolvedValue(undefined));

const group = (label: string) => screen.getByLabelText(label, { selector: '[aria-label]' });

describe('new monitoring visit (/admin/monitoramentos/cadastrar/{welcomed_id})', () => {
  it('a family row needs a name; the answers, benefits, risks, home and rows are sent, then "Monitoramento Cadastrado!" and the person\'s visits', async () => {
    create.mockResolvedValue(visit);
    renderAt(<MonitorFormPage />, '/admin/monitoramentos/cadastrar/5', '/admin/monitoramentos/cadastrar/:welcomed_id');
    expect(await screen.findByLabelText('Pessoa')).toHaveValue('Ana Pérez');
    expect(screen.getByText('Ninguém na composição familiar')).toBeInTheDocument();

    fireEvent.click(within(group('Trabalhando')).getByLabelText('Sim'));
    fireEvent.click(within(group('Carteira assinada')).getByLabelText('Não'));
    fireEvent.click(screen.getByLabelText('Vale transporte'));
    fireEvent.click(screen.getByLabelText('Cesta básica'));
    fireEvent.click(screen.getByLabelText('Químico'));
    fireEvent.click(screen.getByLabelText('Cedida'));
    fireEvent.click(screen.getByLabelText('Federal'));
    fireEvent.click(screen.getByLabelText('CREAS'));
    fireEvent.click(button('Adicionar membro'));
    await saveThenInvalid('Nome do membro da família é obrigatório', create);

    fireEvent.change(screen.getByLabelText('Nome'), { target: { value: 'Luis Pérez' } });
    fireEvent.change(screen.getByLabelText('Parentesco'), { target: { value: 'Filho' } });
    fireEvent.change(screen.getByLabelText('Idade'), { target: { value: '7' } });
    await saveThenExpect('Monitoramento Cadastrado!', '/admin/monitoramentos/5');
    expect(create).toHaveBeenCalledWith('/api/monitor', {
      welcomed: 5,
      working: true,
      signed_work_card: false,
      like_work: null,
      benefits: [6, 1],
      riscs: [4],
      home_type: 3,
      support_levels: ['Federal'],
      needs: ['CREAS'],
      notes: '',
      family_composition: [{ name: 'Luis Pérez', relation: 'Filho', age: 7, disabled: true }],
    });
  });
});

describe('monitoring visit edit (/admin/monitoramentos/{monitor_id}/{welcomed_id})', () => {
  it('stored rows are locked until "Editar"; a row is deleted on the server after confirming; a refusal is shown', async () => {
    put.mockRejectedValue(new ApiError('x', 400, ['Idade do membro da família inválida']));
    renderAt(<MonitorFormPage />, '/admin/monitoramentos/30/5', '/admin/monitoramentos/:monitor_id/:welcomed_id');
    const luis = await screen.findByDisplayValue('Luis Pérez');
    expect(luis).toBeDisabled();
    expect(within(group('Trabalhando')).getByLabelText('Sim')).toBeChecked();
    expect(screen.getByLabelText('Alugada')).toBeChecked();
    fireEvent.click(screen.getByLabelText('Editar Luis Pérez'));
    await waitFor(() => expect(screen.getByDisplayValue('Luis Pérez')).toBeEnabled());
    expect(screen.getByDisplayValue('Rosa Pérez')).toBeDisabled();

    fireEvent.click(screen.getByLabelText('Excluir Rosa Pérez da composição familiar'));
    expect(await screen.findByText('Excluir Rosa Pérez da composição familiar?', { selector: '.ant-modal-confirm-title' }, { timeout: 5000 })).toBeInTheDocument();
    const ok = await screen.findAllByText('Excluir', undefined, { timeout: 5000 });
    fireEvent.click(ok.at(-1)!.closest('button')!);
    await waitFor(() => expect(del).toHaveBeenCalledWith('/api/family-composition/72'));
    await waitFor(() => expect(screen.queryByDisplayValue('Rosa Pérez')).toBeNull());

    fireEvent.click(button('Salvar'));
    expect(await screen.findByText('Idade do membro da família inválida')).toBeInTheDocument();
    expect(put).toHaveBeenCalledWith('/api/monitor', expect.objectContaining({
      id: 30,
      welcomed: 5,
      benefits: [1, 6],
      home_type: 2,
      family_composition: [{ id: 71, name: 'Luis Pérez', relation: 'Filho', age: 7, disabled: true }],
    }));
    expect(where()).toBe('/admin/monitoramentos/30/5');
  });
});

describe("a person's visits (/admin/monitoramentos/{welcomed_id})", () => {
  it('lists their visits only, oldest first, and opens a new one for them', async () => {
    renderAt(<PersonMonitorListPage />, '/admin/monitoramentos/5', '/admin/monitoramentos/:welcomed_id');
    expect(await screen.findByText('Monitoramentos: Ana Pérez')).toBeInTheDocument();
    await waitFor(() => expect(get).toHaveBeenCalledWith('/api/monitors', { welcomed_id: 5, status: 'active', sort: 'id,asc', page: 0, size: 20 }));
    expect(await screen.findByText('02/03/2026')).toBeInTheDocument();
    expect(screen.getByText('Trabalhando')).toBeInTheDocument();
    expect(screen.getByText('Carteira assinada: Não')).toBeInTheDocument();
    fireEvent.click(button('Novo monitoramento'));
    expect(where()).toBe('/admin/monitoramentos/cadastrar/5');
  });
});

describe('every visit (/admin/monitoramentos)', () => {
  it('exports the filtered list: the PDF opens, the XLSX is saved, both with the list\'s filters and order', async () => {
    renderAt(<MonitorListPage />, '/admin/monitoramentos?gender=Feminino&monitor_date_ini=2026-03-01', '/admin/monitoramentos');
    expect(await screen.findByText('Ana Pérez')).toBeInTheDocument();
    const query = expect.objectContaining({ gender: 'Feminino', monitor_date_ini: '2026-03-01', status: 'active', sort: 'id,asc' });
    fireEvent.click(button('Relatório PDF'));
    await waitFor(() => expect(openPdf).toHaveBeenCalledWith('/api/monitors/report', query));
    fireEvent.click(button('Exportar XLSX'));
    await waitFor(() => expect(saveFile).toHaveBeenCalledWith('/api/monitors/report-xlsx', 'monitoramentos.xlsx', query));
  });
});
