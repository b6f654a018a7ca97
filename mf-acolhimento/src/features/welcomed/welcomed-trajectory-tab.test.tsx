import { fireEvent, screen } from '@testing-library/react';
import { type Trajectory } from '@sisacte/contracts/acolhimento/trajectory';
import { type Welcomed } from '@sisacte/contracts/acolhimento/welcomed';
import { mockedHttp, renderAt } from '@sisacte/ui/test';
import { WelcomedTrajectoryTab } from './welcomed-trajectory-tab';

jest.setTimeout(60_000);

jest.mock('@sisacte/api-client', () => jest.requireActual('@sisacte/ui/test/http-mock').apiClientMock());
const { get } = mockedHttp();

const path: Trajectory = [
  { kind: 'course', id: 9, link_id: 4, date: '2026-04-01', end_date: '2026-05-30', title: 'Português para o trabalho', detail: '01/04/2026 a 30/05/2026', status: 'Matriculado' },
  { kind: 'monitor', id: 30, link_id: 30, date: '2026-03-20', end_date: null, title: 'Monitoramento', detail: 'Trabalhando · moradia Alugada · 2 pessoas', status: null },
  { kind: 'vacancy', id: 12, link_id: 6, date: '2026-03-15', end_date: null, title: 'Cozinheira', detail: 'Restaurante Sabor', status: 'Contratado' },
  { kind: 'forwarding', id: 40, link_id: 40, date: '2026-03-05', end_date: null, title: 'CRAS, Saúde', detail: 'Levar documentos', status: null },
  { kind: 'stay', id: 7, link_id: 7, date: '2026-03-02', end_date: null, title: 'Estadia', detail: 'Check-in em 02/03/2026 · hospedado(a)', status: 'Em aberto' },
];
const ana = { id: 5, name: 'Ana Pérez', status: 'active' } as Welcomed;

beforeEach(() => {
  get.mockReset();
  get.mockImplementation(async (p: string) => {
    if (p === '/api/welcomeds/5/trajetoria') return path;
    if (p === '/api/welcomeds/6/trajetoria') return [];
    throw new Error(`unexpected ${p}`);
  });
});

describe("'Trajetória' tab", () => {
  it('lists every step in the order of the server (newest first), each linking to its screen', async () => {
    renderAt(<WelcomedTrajectoryTab welcomed={ana} version={1} />, '/admin/cadastros/5?tab=trajectory');
    expect(await screen.findByText('Português para o trabalho')).toBeInTheDocument();
    const links = [...document.querySelectorAll('.ant-timeline a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Português para o trabalho', '/admin/cursos/4'],
      ['Monitoramento', '/admin/monitoramentos/30/5'],
      ['Cozinheira', '/admin/vagas/6'],
      ['CRAS, Saúde', '/admin/forwardings/40'],
      ['Estadia', '/admin/estadias/7'],
    ]);
    expect(screen.getByText('01/04/2026 a 30/05/2026', { selector: 'strong *, strong' })).toBeInTheDocument();
    expect(screen.getByText('Contratado')).toBeInTheDocument();
    expect(screen.getByText('Restaurante Sabor')).toBeInTheDocument();
    expect(screen.getByText('Encaminhamento')).toBeInTheDocument();
    fireEvent.click(screen.getByText('Novo encaminhamento').closest('button')!);
    expect(screen.getByTestId('where')).toHaveTextContent('/admin/encaminhamentos/cadastrar?welcomed_id=5');
  });

  it('says so when the person has no step yet', async () => {
    renderAt(<WelcomedTrajectoryTab welcomed={{ ...ana, id: 6 }} version={1} />, '/admin/cadastros/6?tab=trajectory');
    expect(await screen.findByText('Nenhuma estadia, encaminhamento, monitoramento, vaga ou curso registrado')).toBeInTheDocument();
  });
});
