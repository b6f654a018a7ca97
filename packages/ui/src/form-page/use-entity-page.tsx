import { useNavigate, useParams } from 'react-router-dom';
import type { FormPageProps } from './form-page';
import { ServerErrors, useServerErrors } from './server-errors';
import { useEntityForm, type EntityForm, type EntityFormOptions } from './use-entity-form';

/** The calls a form page makes on its record (entityClient gives them). */
export interface RecordCalls<E, B> {
  get: (id: number) => Promise<E>;
  create: (body: B) => Promise<E>;
  /** `body` with the record's id. */
  update: (body: B & { id: number }) => Promise<E>;
}

export interface EntityPageOptions<E, B> extends Pick<EntityFormOptions<E, B>, 'notFoundMessage'> {
  /** The route's id parameter ('course_id'); a route without it makes a new record. */
  param: string;
  /** The list: 'Voltar para a lista', 'Cancelar' and, unless `afterSave` says otherwise, where a save leads. */
  listPath: string;
  api: RecordCalls<E, B>;
  /** The success dialog's titles, as the contracts name them ('Curso Cadastrado!', 'Dados atualizados!'). */
  messages: { CREATED: string; UPDATED: string };
  afterSave?: EntityFormOptions<E, B>['afterSave'];
}

export interface EntityPage<E, B> extends EntityForm<E, B> {
  backToList: () => void;
  /** The form's submit: saves, and keeps the server's refusal for the banner. */
  submit: (values: B) => Promise<void>;
  /** The record is still loading. */
  loading: boolean;
  /** What FormPage takes from the record's state: the load error, the way back, the skeleton and the refusal banner. */
  formPage: Pick<FormPageProps, 'loadError' | 'onBack' | 'loading' | 'banner'>;
}

/** A form screen's record by the route's id: load, save with the success dialog, the server's refusal above the form. */
export function useEntityPage<E, B>({ param, listPath, api, messages, afterSave, notFoundMessage }: EntityPageOptions<E, B>): EntityPage<E, B> {
  const params = useParams();
  const navigate = useNavigate();
  const backToList = () => navigate(listPath);
  const refusal = useServerErrors();
  const entity = useEntityForm<E, B>({
    notFoundMessage,
    messages: { created: messages.CREATED, updated: messages.UPDATED },
    idParam: params[param],
    load: api.get,
    create: api.create,
    update: (id, values) => api.update({ ...values, id }),
    afterSave: afterSave ?? backToList,
  });
  const loading = entity.editing && !entity.record;
  return {
    ...entity,
    backToList,
    loading,
    submit: (values) => refusal.run(() => entity.save(values)),
    formPage: { loadError: entity.loadError, onBack: backToList, loading, banner: <ServerErrors messages={refusal.messages} /> },
  };
}

/** The header of a record's form screen. */
export interface EntityPageHeader<E> {
  /** The area and the list the breadcrumb goes through ('Acolhimento', 'Cursos'). */
  section: string;
  list: string;
  /** The title of a new record's form and of a record's ('Novo curso', 'Editar curso'): the breadcrumb's last step and the form's name. */
  create: string;
  edit: string;
  /** The header's title once the record is loaded (its name); without it, `edit`. */
  name?: (record: E) => string;
}

export interface EntityFormPage<E, B> extends EntityPage<E, B> {
  /** 'Novo curso' or 'Editar curso'. */
  title: string;
  /** Everything FormPage takes from the record: its header too. */
  formPage: EntityPage<E, B>['formPage'] & Pick<FormPageProps, 'title' | 'breadcrumb'>;
  /** What the form takes from the page: its name, the submit and 'Cancelar'. */
  form: { title: string; onSubmit: (values: B) => Promise<void>; onCancel: () => void };
}

/** useEntityPage with the screen's usual header: 'Novo …'/'Editar …' (or the record's name) under the area and the list. */
export function useEntityFormPage<E, B>({ header, ...options }: EntityPageOptions<E, B> & { header: EntityPageHeader<E> }): EntityFormPage<E, B> {
  const page = useEntityPage<E, B>(options);
  const title = page.editing ? header.edit : header.create;
  const heading = page.record && header.name ? header.name(page.record) : title;
  return {
    ...page,
    title,
    formPage: { ...page.formPage, title: heading, breadcrumb: [{ title: header.section }, { title: header.list }, { title }] },
    form: { title, onSubmit: page.submit, onCancel: page.backToList },
  };
}
