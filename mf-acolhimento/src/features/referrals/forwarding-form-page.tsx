import { useEffect, useState } from 'react';
import { Button } from 'antd';
import FilePdfOutlined from '@ant-design/icons/FilePdfOutlined';
import { type Forwarding, FORWARDING_MESSAGES, FORWARDING_NOT_FOUND_MESSAGE } from '@sisacte/contracts/acolhimento/forwardings';
import { FormPage, useEntityPage, useNotify } from '@sisacte/ui';
import { listForwardingTypeOptions, type ForwardingTypeOption } from '../../shared/lookups-api';
import { FORWARDING_PATHS } from '../../shared/paths';
import { useRecordPerson } from '../../shared/person-picker/use-person-from-address';
import { forwardingApi, openForwardingLetter } from './api';
import { ForwardingForm } from './forwarding-form';
import { type ForwardingFormValues, initialForwardingValues } from './forwarding-form-values';

const toBody = (v: ForwardingFormValues) => ({
  welcomed: v.welcomed?.id ?? 0,
  date_of_register: v.date_of_register,
  forwardingTypes: v.forwardingTypes,
  notes: v.notes,
});

/** The referral's letter (PDF) in a new window. */
function LetterButton({ id }: { id: number }) {
  const notify = useNotify();
  const [opening, setOpening] = useState(false);
  return (
    <Button icon={<FilePdfOutlined />} loading={opening} onClick={() => {
      setOpening(true);
      openForwardingLetter(id).catch(notify.error).finally(() => setOpening(false));
    }}>
      Carta de encaminhamento
    </Button>
  );
}

/**
 * /admin/encaminhamentos/cadastrar (?welcomed_id= fills in the person and keeps them) and
 * /admin/forwardings/{forwarding_id}. A refusal lists the server's messages above the form.
 */
export function ForwardingFormPage() {
  const [types, setTypes] = useState<ForwardingTypeOption[]>();
  const [typesError, setTypesError] = useState<string | null>(null);
  const forwarding = useEntityPage<Forwarding, ForwardingFormValues>({
    param: 'forwarding_id',
    listPath: FORWARDING_PATHS.list,
    api: {
      get: forwardingApi.get,
      create: (v) => forwardingApi.create(toBody(v)),
      update: (v) => forwardingApi.update({ id: v.id, ...toBody(v) }),
    },
    messages: FORWARDING_MESSAGES,
    notFoundMessage: FORWARDING_NOT_FOUND_MESSAGE,
  });

  useEffect(() => {
    listForwardingTypeOptions().then(setTypes, (e: Error) => setTypesError(e.message));
  }, []);

  const { record, editing } = forwarding;
  const person = useRecordPerson(record, editing);
  const title = editing ? 'Editar encaminhamento' : 'Novo encaminhamento';

  return (
    <FormPage
      title={person.titled(title)}
      breadcrumb={[{ title: 'Acolhimento' }, { title: 'Encaminhamentos' }, { title: editing ? 'Editar' : 'Cadastrar' }]}
      actions={record && <LetterButton id={record.id} />}
      {...forwarding.formPage}
      loadError={forwarding.loadError ?? person.error ?? typesError}
      loading={person.loading || !types}
    >
      {!person.loading && types && (
        <ForwardingForm key={forwarding.version} title={title} types={types} initial={initialForwardingValues(record, person.fromAddress)}
          personFixed={person.fixed} onSubmit={forwarding.submit} onCancel={forwarding.backToList} />
      )}
    </FormPage>
  );
}
