// Every acolhimento form with a date field: Enter in it confirms the date and moves on, and sends nothing
// (a form is sent by 'Salvar'); a range's end (a course's, a stay's check-out) opens on a month it can be picked in.
import type { ReactElement } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { button, expectDateFilterSearchesOnlyByButton, expectEndCalendarFromStart, httpAnswering, renderAt, typeThenEnter, withDateFieldLoaded } from '@sisacte/ui/test';
import { CourseFormPage } from './features/courses/course-form-page';
import { ForwardingFormPage } from './features/referrals/forwarding-form-page';
import { ForwardingListPage } from './features/referrals/forwarding-list-page';
import { StayCheckinPage, StayCheckoutPage, StayEditPage } from './features/stays/stay-form-page';
import { StayListPage } from './features/stays/stay-list-page';
import { WelcomedForm } from './features/welcomed/form/welcomed-form';

// antd's picker and forms in jsdom on a shared, busy machine
jest.setTimeout(90_000);

jest.mock('@sisacte/api-client', () => jest.requireActual('@sisacte/ui/test/http-mock').apiClientMock());

const ana = { id: 5, name: 'Ana Pérez', cpf: null, status: 'active' as const };
const stay = { id: 40, welcomed: ana, checkin: '2026-03-02', checkout: null, author: null, created_at: '2026-03-02T10:00:00.000Z' };
const emptyPage = { content: [], number: 0, size: 20, totalElements: 0, totalPages: 0, first: true, last: true };
const ANSWERS: Record<string, unknown> = {
  '/api/welcomeds/5': { ...ana, gender: 'Feminino' },
  '/api/stays/40': stay,
  '/api/stays': emptyPage,
  '/api/forwardings': emptyPage,
  '/api/forwarding-types-list': [{ id: 1, title: 'CRAS' }],
  '/api/list-users': [],
  '/api/function/list': [],
  '/api/localization/countries': [{ id: 1, nome_pt: 'Brasil' }],
  '/api/localization/states': [],
  '/api/localization/cities': [],
};
const http = httpAnswering(ANSWERS);

withDateFieldLoaded();


const user = () => userEvent.setup();

/** Nothing was sent, no rule of the form ran (an empty required field would say so), and the focus left the field. */
async function sentNothingAndMovedOn(label: string) {
  await new Promise((r) => setTimeout(r, 300));
  for (const write of [http.create, http.put, http.post]) expect(write).not.toHaveBeenCalled();
  expect(document.querySelector('.ant-form-item-explain-error')).toBeNull();
  expect(document.activeElement).not.toBe(screen.getByLabelText(label));
}

const FORMS: [name: string, render: () => ReactElement, at: [path: string, pattern: string], fields: [label: string, typed: string][]][] = [
  ['new course (/admin/cursos/cadastrar)', () => <CourseFormPage />, ['/admin/cursos/cadastrar', '/admin/cursos/cadastrar'],
    [['Data de início', '05/12/2026'], ['Data de término', '19/12/2026']]],
  ['stay check-in (/admin/estadias/checkin)', () => <StayCheckinPage />, ['/admin/estadias/checkin?welcomed_id=5', '/admin/estadias/checkin'],
    [['Data de check-in', '02/03/2026'], ['Data de check-out', '05/03/2026']]],
  ['stay check-out (/admin/estadias/checkout/{id})', () => <StayCheckoutPage />, ['/admin/estadias/checkout/40', '/admin/estadias/checkout/:stay_id'],
    [['Data de check-out', '05/03/2026']]],
  ['stay edit (/admin/estadias/{id})', () => <StayEditPage />, ['/admin/estadias/40', '/admin/estadias/:stay_id'],
    [['Data de check-in', '03/03/2026'], ['Data de check-out', '06/03/2026']]],
  ['new referral (/admin/encaminhamentos/cadastrar)', () => <ForwardingFormPage />, ['/admin/encaminhamentos/cadastrar?welcomed_id=5', '/admin/encaminhamentos/cadastrar'],
    [['Data do encaminhamento', '02/03/2026']]],
  ['new person (/admin/cadastros/cadastrar)', () => <WelcomedForm onSubmit={async () => http.create()} onCancel={() => undefined} />, ['/admin/cadastros/cadastrar', '*'],
    [['Data de nascimento', '04/05/1990']]],
];

describe.each(FORMS)('%s', (_name, render, [path, pattern], fields) => {
  it.each(fields)('Enter in "%s" confirms the date, moves to the next field and sends nothing', async (label, typed) => {
    renderAt(render(), path, pattern);
    await typeThenEnter(label, typed);
    await sentNothingAndMovedOn(label);
    await waitFor(() => expect(screen.getByLabelText(label)).toHaveValue(typed));
  });
});

describe('filters with dates (stays, referrals)', () => {
  it.each([
    [() => <StayListPage />, '/admin/estadias', 'Check-in a partir de', '/api/stays'],
    [() => <ForwardingListPage />, '/admin/encaminhamentos', 'Encaminhado a partir de', '/api/forwardings'],
  ])('Enter in a date filter moves on without searching; "Buscar" searches', async (render, path, label, list) => {
    renderAt(render(), path, path);
    await expectDateFilterSearchesOnlyByButton(label, () => http.get.mock.calls.filter(([p]) => p === list).length);
  });
});

describe("a course's end date", () => {
  // In the past: an empty calendar would open on today's month, where the start's month is what the user wants.
  const start = dayjs().subtract(2, 'month').date(15);
  const why = 'A data de término não pode ser anterior à data de início';

  it("opens on the start's month, says why an earlier day cannot be picked, and 'Salvar' refuses an end typed before the start", async () => {
    renderAt(<CourseFormPage />, '/admin/cursos/cadastrar', '/admin/cursos/cadastrar');
    await expectEndCalendarFromStart('Data de início', 'Data de término', start, why);

    await user().keyboard(`${start.subtract(3, 'day').format('DD/MM/YYYY')}{Enter}`);
    await user().type(screen.getByLabelText('Nome do curso'), 'Costura');
    await user().click(button('Salvar'));
    await waitFor(() => expect(document.querySelector('#curso-termino')?.closest('.ant-form-item')).toHaveTextContent(why));
    expect(http.create).not.toHaveBeenCalled();
  });
});
