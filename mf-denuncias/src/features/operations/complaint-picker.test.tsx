import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makePage, type Page } from '@sisacte/contracts/common/page';
import type { ComplaintListItem } from '@sisacte/contracts/denuncias/complaint-list';
import { mockedHttp, renderUi } from '@sisacte/ui/test';
import { ComplaintPicker } from './complaint-picker';

jest.setTimeout(60_000);

jest.mock('@sisacte/api-client', () => jest.requireActual('@sisacte/ui/test/http-mock').apiClientMock());
const { get } = mockedHttp();
// OpenLayers draws on a canvas jsdom has not.
jest.mock('@sisacte/ui/map', () => ({ PointsMap: () => null, AreaFilterMap: () => null }));

const item = (id: number): ComplaintListItem => ({
  id,
  numerodemanda: `DEN-2026-${String(id).padStart(6, '0')}`,
  idioma: 'pt',
  nomefantasia: `Fazenda ${id}`,
  municipio: { id: 5, nome: 'Cuiabá' },
  uf: 'MT',
  createdAt: '2026-11-20T12:00:00.000Z',
  score: 10,
  status: 'Protocolada',
  arquivada: false,
  estabelecimento_encerramento: null,
  diasRestantes: 'Sem previsão',
  estabelecimento_latitude: null,
  estabelecimento_longitude: null,
  nomeCadastrador: null,
});
/** Page `n` (0-based) of 60 complaints: ids n*20+1 … n*20+20. */
const pageOf = (n: number) => makePage(Array.from({ length: 20 }, (_, i) => item(n * 20 + i + 1)), 60, n, 20);

describe('the operation’s complaint chooser', () => {
  it('shows the page asked for last, even when an earlier page answers after it', async () => {
    // Page 1 answers at once; pages 2 and 3 wait until the test lets them answer.
    const waiting = new Map<number, (page: Page<ComplaintListItem>) => void>();
    get.mockImplementation(async (path: string, query?: { page?: number }) => {
      if (path !== '/api/denuncias') return [];
      const n = query?.page ?? 0;
      if (n === 0) return pageOf(0);
      return new Promise((answer) => waiting.set(n, answer));
    });
    const user = userEvent.setup();
    renderUi(<ComplaintPicker open included={new Set()} onClose={() => undefined} onAdd={() => undefined} />);
    await user.click(screen.getByRole('button', { name: /Localizar/ }));
    const table = await screen.findByRole('table', { name: 'Denúncias encontradas' });
    expect(await within(table).findByText('DEN-2026-000001')).toBeInTheDocument();

    // From the keyboard (the pages stay reachable while the table waits), page 2, then page 3 before 2 answered.
    screen.getByRole('listitem', { name: '2' }).focus();
    await user.keyboard('{Enter}');
    screen.getByRole('listitem', { name: '3' }).focus();
    await user.keyboard('{Enter}');
    expect([...waiting.keys()]).toEqual([1, 2]);
    await act(async () => waiting.get(2)!(pageOf(2)));
    expect(await within(table).findByText('DEN-2026-000041')).toBeInTheDocument();
    // Page 2's answer arrives last: page 3 stays, and nothing is left loading.
    await act(async () => waiting.get(1)!(pageOf(1)));
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(within(table).getByText('DEN-2026-000041')).toBeInTheDocument();
    expect(within(table).queryByText('DEN-2026-000021')).toBeNull();
    expect(screen.getByRole('listitem', { name: '3' })).toHaveClass('ant-pagination-item-active');
    expect(screen.getByRole('button', { name: /Localizar/ })).not.toHaveClass('ant-btn-loading');
  });
});
