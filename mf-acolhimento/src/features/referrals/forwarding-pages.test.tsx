import { fireEvent, screen, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import { ApiError } from '@sisacte/api-client';
import { type Forwarding } from '@sisacte/contracts/acolhimento/forwardings';
import { makePage } from '@sisacte/contracts/common/page';
import { button, chooseOption, httpAnswering, renderAt, saveThenExpect, saveThenInvalid, where } from '@sisacte/ui/test';
import { aboutAna, ANA_ANSWERS, expectPersonFixed, expectToday } from '../../shared/test/person-records';
import { ForwardingFormPage } from './forwarding-form-page';
import { forwardingFilterCodec, toForwardingQuery } from './forwarding-filters';
import { ForwardingListPage } from './forwarding-list-page';

jest.mock('@sisacte/api-client', () => jest.requireActual('@sisacte/ui/test/http-mock').apiClientMock());

const referral: Forwarding = {
  ...aboutAna(40, '2026-03-02T10:00:00.000Z'),
  date_of_register: '2026-03-02',
  forwardingTypes: [{ id: 1, title: 'CRAS' }],
  notes: 'Levar documentos',
};

const { get, create, put, openPdf: pdf } = httpAnswering({
  ...ANA_ANSWERS,
  '/api/forwarding-types-list': [{ id: 1, title: 'CRAS' }, { id: 2, title: 'Saúde' }, { id: 3, title: 'Defensoria' }],
  '/api/forwardings/40': referral,
  '/api/forwardings': makePage([referral], 1, 0, 20),
  '/api/list-users': [],
  '/api/function/list': [],
});
beforeEach(() => pdf.mockResolvedValue(undefined));

describe('new referral (/admin/encaminhamentos/cadastrar)', () => {
  it('?welcomed_id= fixes the person; one type at least; two types sent as ids with today, then "Encaminhamento Cadastrado!"', async () => {
    create.mockResolvedValue(referral);
    renderAt(<ForwardingFormPage />, '/admin/encaminhamentos/cadastrar?welcomed_id=5', '/admin/encaminhamentos/cadastrar');
    await expectPersonFixed();
    expectToday('Data do encaminhamento');
    await saveThenInvalid('Escolha ao menos um tipo de encaminhamento', create);

    await chooseOption('Tipos de encaminhamento', 'CRAS');
    await chooseOption('Tipos de encaminhamento', 'Defensoria');
    fireEvent.change(screen.getByLabelText('Observações'), { target: { value: ' Agendado para segunda ' } });
    await saveThenExpect('Encaminhamento Cadastrado!', '/admin/encaminhamentos');
    expect(create).toHaveBeenCalledWith('/api/forwarding', {
      welcomed: 5,
      date_of_register: dayjs().format('YYYY-MM-DD'),
      forwardingTypes: [1, 3],
      notes: ' Agendado para segunda ',
    });
  });

  it('without a person (picked by name when the address names none) nothing is sent', async () => {
    renderAt(<ForwardingFormPage />, '/admin/encaminhamentos/cadastrar', '/admin/encaminhamentos/cadastrar');
    const person = await screen.findByLabelText('Pessoa');
    expect(person).not.toBeDisabled();
    await chooseOption('Tipos de encaminhamento', 'Saúde');
    await saveThenInvalid('Pessoa é obrigatória', create);
  });
});

describe('referral edit (/admin/forwardings/{id})', () => {
  it('loads the referral, opens its letter (PDF), and shows a refusal', async () => {
    put.mockRejectedValue(new ApiError('x', 400, ['Tipo de encaminhamento inexistente: 2']));
    renderAt(<ForwardingFormPage />, '/admin/forwardings/40', '/admin/forwardings/:forwarding_id');
    expect(await screen.findByDisplayValue('Levar documentos')).toBeInTheDocument();
    expect(screen.getByLabelText('Pessoa')).toBeDisabled();
    expect(screen.getByLabelText('Data do encaminhamento')).toHaveValue('02/03/2026');
    fireEvent.click(button('Carta de encaminhamento'));
    await waitFor(() => expect(pdf).toHaveBeenCalledWith('/api/forwarding/pdf/40'));

    await chooseOption('Tipos de encaminhamento', 'Saúde');
    fireEvent.click(button('Salvar'));
    expect(await screen.findByText('Tipo de encaminhamento inexistente: 2')).toBeInTheDocument();
    expect(put).toHaveBeenCalledWith('/api/forwarding', { id: 40, welcomed: 5, date_of_register: '2026-03-02', forwardingTypes: [1, 2], notes: 'Levar documentos' });
    expect(where()).toBe('/admin/forwardings/40');
  });
});

describe('referral list (/admin/encaminhamentos)', () => {
  it('sends the people filters of the address (places as ids) and its own dates, newest first; the letter of a row opens', async () => {
    renderAt(<ForwardingListPage />, '/admin/encaminhamentos?nacionality=2&state=25&city=11&forwarding_types=1&forwarding_date_ini=2026-01-01&forwarding_date_end=bad');
    expect(await screen.findByText('Ana Pérez')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/api/forwardings', {
      nacionality: 2, state: 25, city: 11, forwarding_types: [1], status: 'active', forwarding_date_ini: '2026-01-01',
      sort: 'id,desc', page: 0, size: 20,
    });
    // the row's types as tags (the filter box also shows the chosen type)
    expect(screen.getByText('CRAS', { selector: '.ant-tag' })).toBeInTheDocument();
    fireEvent.click(screen.getByLabelText('Carta de encaminhamento de Ana Pérez'));
    await waitFor(() => expect(pdf).toHaveBeenCalledWith('/api/forwarding/pdf/40'));
    fireEvent.click(screen.getByLabelText('Editar o encaminhamento de Ana Pérez'));
    expect(where()).toBe('/admin/forwardings/40');
  });

  it('filters in the address: the referral\'s own kept beside the people ones', () => {
    const read = forwardingFilterCodec.read(new URLSearchParams('name=Ana&welcomed_id=7&forwarding_date_end=2026-02-01&page=2'));
    expect(toForwardingQuery(read)).toEqual({ name: 'Ana', status: 'active', welcomed_id: '7', forwarding_date_end: '2026-02-01', sort: 'id,desc' });
    const written = forwardingFilterCodec.write({ ...read, welcomed_id: undefined }, new URLSearchParams('page=2'));
    expect(written.toString()).toBe('page=2&name=Ana&forwarding_date_end=2026-02-01');
  });
});
