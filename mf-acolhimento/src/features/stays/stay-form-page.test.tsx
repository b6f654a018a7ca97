import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import { ApiError } from '@sisacte/api-client';
import { type Stay } from '@sisacte/contracts/acolhimento/stays';
import { button, httpAnswering, renderAt, saveThenExpect, saveThenInvalid, where } from '@sisacte/ui/test';
import { StayCheckinPage, StayCheckoutPage, StayEditPage } from './stay-form-page';
import { PERSON_SEARCH_DELAY_MS } from '../../shared/person-picker/person-autocomplete';
import { aboutAna, ANA_ANSWERS, expectPersonFixed, expectToday } from '../../shared/test/person-records';

jest.mock('@sisacte/api-client', () => jest.requireActual('@sisacte/ui/test/http-mock').apiClientMock());

const stay = (extra: Partial<Stay> = {}): Stay => ({ ...aboutAna(40, '2026-03-02T10:00:00.000Z'), checkin: '2026-03-02', checkout: null, ...extra });
/** The stay as the server has it now. */
let stored: Stay;
beforeEach(() => {
  stored = stay();
});

const { get, create, put } = httpAnswering({
  ...ANA_ANSWERS,
  '/api/welcomeds/search': [{ id: 9, name: 'Bruno Lima', birthdate: '1988-07-01', age: 38, cpf: null, nacionality: null, similarity: 0.7 }],
  '/api/stays/40': () => stored,
});

describe('check-in (/admin/estadias/checkin)', () => {
  it('with ?welcomed_id= the person is filled in and fixed, the check-in day is today; success shows "Checkin Realizado!" then the list', async () => {
    create.mockResolvedValue(stay());
    renderAt(<StayCheckinPage />, '/admin/estadias/checkin?welcomed_id=5', '/admin/estadias/checkin');
    await expectPersonFixed();
    expectToday('Data de check-in');
    await saveThenExpect('Checkin Realizado!', '/admin/estadias');
    expect(create).toHaveBeenCalledWith('/api/stay/checkin', { welcomed: 5, checkin: dayjs().format('YYYY-MM-DD'), checkout: null });
  });

  it('a refused check-in shows "Checkin não Realizado!" with the server message and stays on the form', async () => {
    const message = 'Ana Pérez já está hospedado(a) desde 02/03/2026: faça o check-out antes de um novo check-in';
    create.mockRejectedValue(new ApiError(message, 400));
    renderAt(<StayCheckinPage />, '/admin/estadias/checkin?welcomed_id=5', '/admin/estadias/checkin');
    await screen.findByDisplayValue('Ana Pérez');
    fireEvent.click(button('Salvar'));
    expect(await screen.findByText('Checkin não Realizado!', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(where()).toBe('/admin/estadias/checkin?welcomed_id=5');
  });

  it('without a person: picked by name (search 400 ms after typing, at 3 letters); nothing is sent without one', async () => {
    jest.useFakeTimers();
    try {
      renderAt(<StayCheckinPage />, '/admin/estadias/checkin', '/admin/estadias/checkin');
      const person = screen.getByLabelText('Pessoa');
      expect(person).not.toBeDisabled();
      fireEvent.click(button('Salvar'));
      await act(async () => jest.advanceTimersByTimeAsync(10));
      expect(await screen.findByText('Pessoa é obrigatória')).toBeInTheDocument();
      expect(create).not.toHaveBeenCalled();

      fireEvent.mouseDown(person);
      fireEvent.change(person, { target: { value: 'Br' } });
      await act(async () => jest.advanceTimersByTimeAsync(PERSON_SEARCH_DELAY_MS + 10));
      expect(get.mock.calls.filter(([p]) => p === '/api/welcomeds/search')).toHaveLength(0);
      fireEvent.change(person, { target: { value: 'Bru' } });
      await act(async () => jest.advanceTimersByTimeAsync(PERSON_SEARCH_DELAY_MS - 50));
      expect(get.mock.calls.filter(([p]) => p === '/api/welcomeds/search')).toHaveLength(0);
      await act(async () => jest.advanceTimersByTimeAsync(60));
      expect(get).toHaveBeenCalledWith('/api/welcomeds/search', { name: 'Bru' });
      fireEvent.click(await screen.findByText('Bruno Lima · nasc. 01/07/1988'));
      expect(document.querySelector('.ant-select-content-has-value')?.textContent).toBe('Bruno Lima');
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('check-out and edit (/admin/estadias/checkout/{id}, /admin/estadias/{id})', () => {
  it('the check-out needs a date; it is sent with the stay id and shows "Dados atualizados!"', async () => {
    put.mockResolvedValue(stay({ checkout: '2026-03-10' }));
    renderAt(<StayCheckoutPage />, '/admin/estadias/checkout/40', '/admin/estadias/checkout/:stay_id');
    const checkout = await screen.findByLabelText('Data de check-out');
    expect(screen.getByLabelText('Pessoa')).toHaveValue('Ana Pérez');
    expect(screen.getByLabelText('Data de check-in')).toHaveValue('02/03/2026');
    expect(screen.getByLabelText('Data de check-in')).toBeDisabled();
    fireEvent.change(checkout, { target: { value: '' } });
    await saveThenInvalid('Informe a data de check-out', put);
    fireEvent.change(screen.getByLabelText('Data de check-out'), { target: { value: '10/03/2026' } });
    await saveThenExpect('Dados atualizados!', '/admin/estadias');
    expect(put).toHaveBeenCalledWith('/api/stay/checkout', { id: 40, checkin: '2026-03-02', checkout: '2026-03-10' });
  });

  it('a refused change shows "Operação não Realizada!" with the first server message; the stay is reloaded keeping the new check-out', async () => {
    put.mockRejectedValue(new ApiError('x', 400, ['O período se sobrepõe a outra estadia de Ana Pérez (01/01/2026 a 05/03/2026)', 'segunda mensagem']));
    renderAt(<StayEditPage />, '/admin/estadias/40', '/admin/estadias/:stay_id');
    const checkin = await screen.findByLabelText('Data de check-in');
    expect(checkin).not.toBeDisabled();
    fireEvent.change(checkin, { target: { value: '01/03/2026' } });
    fireEvent.change(screen.getByLabelText('Data de check-out'), { target: { value: '04/03/2026' } });
    // meanwhile the stay changed on the server
    stored = stay({ checkin: '2026-03-03' });
    fireEvent.click(button('Salvar'));
    expect(await screen.findByText('Operação não Realizada!', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText(/se sobrepõe a outra estadia/)).toBeInTheDocument();
    expect(screen.queryByText('segunda mensagem')).toBeNull();
    await waitFor(() => expect(screen.getByLabelText('Data de check-in')).toHaveValue('03/03/2026'));
    expect(screen.getByLabelText('Data de check-out')).toHaveValue('04/03/2026');
    expect(where()).toBe('/admin/estadias/40');
  });
});
