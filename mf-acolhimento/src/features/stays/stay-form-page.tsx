import { useNavigate, useParams } from 'react-router-dom';
import { type Stay, STAY_MESSAGES, STAY_NOT_FOUND_MESSAGE } from '@sisacte/contracts/acolhimento/stays';
import { FormPage, ServerErrors, useEntityForm, useServerErrors } from '@sisacte/ui';
import { STAY_PATHS } from '../../shared/paths';
import { useRecordPerson } from '../../shared/person-picker/use-person-from-address';
import { checkin, getStay, updateStay } from './api';
import { StayForm } from './stay-form';
import { initialStayValues, type StayFormMode, type StayFormValues } from './stay-form-values';

const TITLES: Record<StayFormMode, string> = { checkin: 'Check-in', checkout: 'Check-out', edit: 'Editar estadia' };

/**
 * /admin/estadias/checkin (?welcomed_id=), /admin/estadias/checkout/{stay_id} and /admin/estadias/{stay_id}.
 * A refused check-in shows 'Checkin não Realizado!' with the server's messages; a refused change shows
 * 'Operação não Realizada!' with the first one and the stay as stored, keeping the check-out typed.
 */
export function StayFormPage({ mode }: { mode: StayFormMode }) {
  const { stay_id } = useParams();
  const navigate = useNavigate();
  const backToList = () => navigate(STAY_PATHS.list);
  const refusal = useServerErrors();
  const stay = useEntityForm<Stay, StayFormValues>({
    idParam: mode === 'checkin' ? undefined : stay_id,
    load: getStay,
    create: (v) => checkin({ welcomed: v.welcomed?.id ?? 0, checkin: v.checkin ?? '', checkout: v.checkout }),
    update: (id, v) => updateStay({ id, checkin: v.checkin ?? undefined, checkout: v.checkout }),
    messages: { created: STAY_MESSAGES.CHECKIN_DONE, updated: STAY_MESSAGES.UPDATED },
    afterSave: backToList,
    notFoundMessage: STAY_NOT_FOUND_MESSAGE,
  });

  async function submit(values: StayFormValues) {
    await refusal.run(async () => {
      try {
        await stay.save(values);
      } catch (error) {
        if (stay.id !== null) {
          // The stay as stored now, with the check-out the user chose.
          const fresh = await getStay(stay.id).catch(() => stay.record);
          if (fresh) stay.replace({ ...fresh, checkout: values.checkout });
        }
        throw error;
      }
    });
  }

  const title = TITLES[mode];
  const record = stay.record;
  const person = useRecordPerson(record, stay.editing);
  const refused = mode === 'checkin'
    ? <ServerErrors title={STAY_MESSAGES.CHECKIN_FAILED} messages={refusal.messages} />
    : <ServerErrors title={STAY_MESSAGES.UPDATE_FAILED} messages={refusal.messages.slice(0, 1)} />;

  return (
    <FormPage
      title={person.titled(title)}
      breadcrumb={[{ title: 'Acolhimento' }, { title: 'Estadias' }, { title }]}
      loadError={stay.loadError ?? person.error}
      onBack={backToList}
      loading={person.loading}
      banner={refused}
    >
      <StayForm key={stay.version} mode={mode} title={title} initial={initialStayValues(mode, record, person.fromAddress)} personFixed={person.fixed}
        onSubmit={submit} onCancel={backToList} />
    </FormPage>
  );
}

export const StayCheckinPage = () => <StayFormPage mode="checkin" />;
export const StayCheckoutPage = () => <StayFormPage mode="checkout" />;
export const StayEditPage = () => <StayFormPage mode="edit" />;
