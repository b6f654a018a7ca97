import type { ReactElement } from 'react';
import { screen } from '@testing-library/react';
import type { MockedHttp } from './http-mock';
import { renderAt } from './render-at';
import { saveThenExpect, saveThenInvalid, saveThenRefused } from './save';

/** What the user does on the form: types, picks, and checks what the form shows meanwhile. */
type Step = () => void | Promise<void>;

/** The standard behaviour of one entity's form screen (useEntityFormPage), as data: see describeFormPage. */
export interface FormPageCases {
  page: ReactElement;
  routes: {
    /** The new record's form. */
    create: string;
    /** A stored record's form: its address and the route's pattern ('/admin/cursos/4', '/admin/cursos/:course_id'). */
    edit: [path: string, pattern: string];
    /** Where a save leads. */
    list: string;
  };
  /** The test file's mocked calls (httpAnswering), the stored record among the answers of its GETs. */
  http: MockedHttp;
  /** What the server answers a save with. */
  saved: unknown;
  create: {
    /** Once the form opens: waits for its lookups, checks what a new record's screen shows. */
    ready?: Step;
    /** In turn: what is entered, and what the form's own checks then say on 'Salvar' (nothing is sent). */
    checks: { enter?: Step; says: string[] }[];
    /** What completes a valid record after the checks. */
    enter: Step;
    /** The success dialog ('Curso Cadastrado!') and the request: its path and body. */
    done: string;
    sent: [path: string, body: unknown];
  };
  /** The server refuses a new record with `message` (shown as `shown`, when the screen words it otherwise). */
  refusal: { enter: Step; message: string; shown?: string | RegExp; kept?: [label: string, value: string] };
  edit: {
    /** Waits for the stored record and checks what the form shows of it. */
    shows: Step;
    enter: Step;
    sent: [path: string, body: unknown];
  };
}

/** The server's 400 with `message`, as the client throws it (the mocked client keeps the real ApiError). */
function refusal400(message: string): Error {
  const { ApiError } = jest.requireMock('@sisacte/api-client') as typeof import('@sisacte/api-client');
  return new ApiError('x', 400, [message]);
}

/**
 * The tests every entity form screen passes: a new record is checked by the form, then created ('… Cadastrado!')
 * and the list follows; a refusal is shown above the form, which keeps what was typed; a stored record is shown
 * and saved with its id ('Dados atualizados!'). A screen's own behaviour is tested beside these.
 */
export function describeFormPage({ page, routes, http, saved, create, refusal, edit }: FormPageCases) {
  async function openNew() {
    renderAt(page, routes.create, routes.create);
    await create.ready?.();
  }

  describe(`new record (${routes.create})`, () => {
    it(`is checked by the form, then "${create.done}" and the list`, async () => {
      http.create.mockResolvedValue(saved);
      await openNew();
      for (const { enter, says } of create.checks) {
        await enter?.();
        await saveThenInvalid(says, http.create);
      }
      await create.enter();
      await saveThenExpect(create.done, routes.list, { sent: [http.create, ...create.sent] });
    });

    it("a refusal shows the server's message and keeps the form", async () => {
      http.create.mockRejectedValue(refusal400(refusal.message));
      await openNew();
      await refusal.enter();
      await saveThenRefused(refusal.shown ?? refusal.message);
      expect(screen.getByText('Não foi possível salvar')).toBeInTheDocument();
      if (refusal.kept) expect(screen.getByLabelText(refusal.kept[0])).toHaveValue(refusal.kept[1]);
    });
  });

  describe(`edit (${routes.edit[1]})`, () => {
    it('shows the stored record and saves it with its id: "Dados atualizados!"', async () => {
      http.put.mockResolvedValue(saved);
      renderAt(page, ...routes.edit);
      await edit.shows();
      await edit.enter();
      await saveThenExpect('Dados atualizados!', routes.list, { sent: [http.put, ...edit.sent] });
    });
  });
}
