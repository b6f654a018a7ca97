import { fireEvent, screen, waitFor } from '@testing-library/react';
import { type Stay } from '@sisacte/contracts/acolhimento/stays';
import { makePage } from '@sisacte/contracts/common/page';
import { httpAnswering, renderAt } from '@sisacte/ui/test';
import { StayListPage } from './stay-list-page';
import { stayFilterCodec, toStayQuery } from './stay-filters';

jest.mock('@sisacte/api-client', () => jest.requireActual('@sisacte/ui/test/http-mock').apiClientMock());

const stay = (id: number, name: string, checkin: string, checkout: string | null): Stay => ({
  id,
  welcomed: { id: id * 10, name, cpf: null, status: 'active' },
  checkin,
  checkout,
  author: null,
  created_at: `${checkin}T10:00:00.000Z`,
});
/** The stays as the server has them now: deleting one removes it. */
let rows: Stay[];

const { get, delete: del } = httpAnswering({ '/api/stays': () => makePage(rows, rows.length, 0, 20) });
beforeEach(() => {
  rows = [stay(2, 'Ana Pérez', '2026-03-02', null), stay(1, 'Bruno Lima', '2026-01-05', '2026-01-20')];
  del.mockImplementation(async () => {
    rows = rows.filter((r) => r.id !== 1);
  });
});

describe('StayListPage (/admin/estadias)', () => {
  it('sends the filters of the address, newest first, 20 per page; shows the person as a link, the dates, and "Hospedado(a)" while open', async () => {
    renderAt(<StayListPage />, '/admin/estadias?name=Ana&open=true&checkin_ini=2026-01-01&checkin_end=nope');
    expect(await screen.findByText('Ana Pérez')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/api/stays', { name: 'Ana', open: 'true', checkin_ini: '2026-01-01', page: 0, size: 20, sort: 'id,desc' });
    expect(screen.getByText('Ana Pérez').closest('a')).toHaveAttribute('href', '/admin/cadastros/20');
    expect(screen.getByText('Hospedado(a)')).toBeInTheDocument();
    expect(screen.getByText('02/03/2026')).toBeInTheDocument();
    expect(screen.getByText('20/01/2026')).toBeInTheDocument();
    // check-out only for the open stay
    expect(screen.getByLabelText('Check-out de Ana Pérez')).toBeInTheDocument();
    expect(screen.queryByLabelText('Check-out de Bruno Lima')).toBeNull();
    fireEvent.click(screen.getByLabelText('Check-out de Ana Pérez'));
    expect(screen.getByTestId('where').textContent).toBe('/admin/estadias/checkout/2');
  });

  it('deletes a stay only after confirming, then loads the list again', async () => {
    renderAt(<StayListPage />, '/admin/estadias');
    fireEvent.click(await screen.findByLabelText('Excluir a estadia de Bruno Lima'));
    const question = { selector: '.ant-modal-confirm-title' };
    expect(await screen.findByText('Excluir a estadia de Bruno Lima?', question, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Check-in em 05/01/2026, check-out em 20/01/2026.')).toBeInTheDocument();
    fireEvent.click(screen.getByText('Cancelar').closest('button')!);
    await waitFor(() => expect(screen.queryByText('Excluir a estadia de Bruno Lima?', question)).toBeNull(), { timeout: 5000 });
    expect(del).not.toHaveBeenCalled();

    fireEvent.click(screen.getByLabelText('Excluir a estadia de Bruno Lima'));
    const ok = await screen.findAllByText('Excluir', undefined, { timeout: 5000 });
    fireEvent.click(ok.at(-1)!.closest('button')!);
    await waitFor(() => expect(del).toHaveBeenCalledWith('/api/stays/1'));
    expect(await screen.findByText('Estadia excluída!', undefined, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Bruno Lima')).toBeNull(), { timeout: 5000 });
  });
});

describe('stay filters in the address', () => {
  it('keep only well-formed values and send only those set', () => {
    const read = stayFilterCodec.read(new URLSearchParams('name=%20Ana%20&open=maybe&checkin_end=2026-02-30x&welcomed_id=7&page=3'));
    expect(read).toEqual({ name: 'Ana', checkin_ini: '', checkin_end: '', open: '', welcomed_id: '7' });
    expect(toStayQuery(read)).toEqual({ name: 'Ana', welcomed_id: '7' });
    const written = stayFilterCodec.write({ ...read, open: 'false', welcomed_id: '' }, new URLSearchParams('page=3&other=x'));
    expect(written.toString()).toBe('page=3&other=x&name=Ana&open=false');
  });
});
