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
