import { useEffect, useState } from 'react';
import { Alert } from 'antd';
import { useNavigate, useParams } from 'react-router-dom';
import { type Monitor, MONITOR_MESSAGES, MONITOR_NOT_FOUND_MESSAGE } from '@sisacte/contracts/acolhimento/monitors';
import { type Welcomed } from '@sisacte/contracts/acolhimento/welcomed';
import { FormPage, ServerErrors, useEntityForm, useServerErrors } from '@sisacte/ui';
import { MONITOR_PATHS } from '../../shared/paths';
import { getPerson } from '../../shared/person-picker/api';
import { createMonitor, getMonitor, updateMonitor } from './api';
import { MonitorForm } from './monitor-form';
import { initialMonitorValues, type MonitorFormValues, toMonitorBody } from './monitor-form-values';

const PERSON_NOT_FOUND = 'Pessoa não encontrada';

/** The person of the address (/…/{welcomed_id}). */
function usePerson(raw: string | undefined): { person: Welcomed | undefined; error: string | null } {
  const [person, setPerson] = useState<Welcomed>();
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    const id = Number(raw);
    if (!Number.isInteger(id) || id <= 0) {
      setError(PERSON_NOT_FOUND);
      return;
    }
    getPerson(id).then(setPerson, (e: Error) => setError(e.message));
  }, [raw]);
  return { person, error };
}

/**
 * /admin/monitoramentos/cadastrar/{welcomed_id} and /admin/monitoramentos/{monitor_id}/{welcomed_id}:
 * a visit of that person; after saving, back to their visits.
 */
export function MonitorFormPage() {
  const { monitor_id, welcomed_id } = useParams();
  const navigate = useNavigate();
  const { person, error: personError } = usePerson(welcomed_id);
  const backToList = () => navigate(person ? MONITOR_PATHS.ofPerson(person.id) : MONITOR_PATHS.list);
  const refusal = useServerErrors();
  const monitor = useEntityForm<Monitor, MonitorFormValues>({
    idParam: monitor_id,
    load: getMonitor,
    create: (v) => createMonitor(toMonitorBody(person!.id, v)),
    update: (id, v) => updateMonitor({ id, ...toMonitorBody(person!.id, v) }),
    messages: { created: MONITOR_MESSAGES.CREATED, updated: MONITOR_MESSAGES.UPDATED },
    afterSave: (saved) => navigate(MONITOR_PATHS.ofPerson(saved.welcomed.id)),
    notFoundMessage: MONITOR_NOT_FOUND_MESSAGE,
  });
  const record = monitor.record;
  const mismatch = record && person && record.welcomed.id !== person.id ? MONITOR_NOT_FOUND_MESSAGE : null;
  const trashed = person?.status === 'drashed';
  const title = monitor.editing ? 'Editar monitoramento' : 'Novo monitoramento';
  const loading = !person || (monitor.editing && !record);

  return (
    <FormPage
      title={person ? `${title}: ${person.name}` : title}
      breadcrumb={[{ title: 'Acolhimento' }, { title: 'Monitoramentos' }, { title: monitor.editing ? 'Editar' : 'Cadastrar' }]}
      loadError={personError ?? monitor.loadError ?? mismatch}
      onBack={backToList}
      backLabel="Voltar aos monitoramentos"
      loading={loading}
      banner={
        <>
          {trashed && <Alert type="warning" showIcon title="Cadastro na lixeira: restaure-o para alterar os monitoramentos" style={{ marginBottom: 16 }} />}
          <ServerErrors messages={refusal.messages} />
        </>
      }
    >
      {!loading && (
        <MonitorForm
          key={monitor.version}
          personName={person.name}
          title={title}
          initial={initialMonitorValues(record)}
          readOnly={trashed}
          onSubmit={(v) => refusal.run(() => monitor.save(v))}
          onCancel={backToList}
        />
      )}
    </FormPage>
  );
}
