import { Tabs } from 'antd';
import { useNavigate } from 'react-router-dom';
import { FormPage } from '@sisacte/ui';
import { WELCOMED_PATHS } from '../shared/paths';
import { FamilyTab } from '../features/family/family-tab';
import { WelcomedForm } from '../features/welcomed/form/welcomed-form';
import { WelcomedAfterSaveDialog } from '../features/welcomed/welcomed-after-save-dialog';
import { WelcomedHistoryTab } from '../features/welcomed/welcomed-history-tab';
import { WelcomedTrajectoryTab } from '../features/welcomed/welcomed-trajectory-tab';
import { WelcomedRecordActions } from '../features/welcomed/welcomed-record-actions';
import { WelcomedStatus } from '../features/welcomed/welcomed-status';
import { useWelcomedRecord } from '../features/welcomed/use-welcomed-record';
import { useWelcomedTab } from '../features/welcomed/welcomed-tabs';

/**
 * /admin/cadastros/cadastrar and /admin/cadastros/{welcomed_id}: tabs 1 'Dados gerais', 2 'Família', 3 'Histórico',
 * 4 'Trajetória' (?tab=).
 * A page, not a feature: it puts the welcomed and family features side by side.
 */
export function WelcomedPage() {
  const navigate = useNavigate();
  const [tab, setTab] = useWelcomedTab();
  const record = useWelcomedRecord();
  const { editing, record: welcomed, version } = record;
  const backToList = () => navigate(WELCOMED_PATHS.list);

  return (
    <>
      <FormPage
        title={editing ? (welcomed?.name ?? 'Cadastro') : 'Novo cadastro'}
        breadcrumb={[{ title: 'Acolhimento' }, { title: 'Cadastros' }, { title: editing ? 'Editar' : 'Cadastrar' }]}
        actions={welcomed && <WelcomedRecordActions welcomed={welcomed} onRestored={record.replace} />}
        loadError={record.loadError}
        onBack={backToList}
        loading={editing && !welcomed}
        banner={welcomed && <WelcomedStatus welcomed={welcomed} />}
      >
        <Tabs
          activeKey={editing ? tab : 'info'}
          onChange={(k) => setTab(k as typeof tab)}
          items={[
            {
              key: 'info',
              label: 'Dados gerais',
              children: (
                <WelcomedForm key={version} welcomed={welcomed} onSubmit={record.save} disabled={welcomed?.status === 'drashed'}
                  onCancel={backToList} />
              ),
            },
            {
              key: 'parents',
              label: 'Família',
              disabled: !welcomed,
              children: welcomed && <FamilyTab welcomed={welcomed} onChanged={record.reload} />,
            },
            {
              key: 'history',
              label: 'Histórico',
              disabled: !welcomed,
              children: welcomed && <WelcomedHistoryTab welcomedId={welcomed.id} version={version} />,
            },
            {
              key: 'trajectory',
              label: 'Trajetória',
              disabled: !welcomed,
              children: welcomed && <WelcomedTrajectoryTab welcomed={welcomed} version={version} />,
            },
          ]}
        />
      </FormPage>
      <WelcomedAfterSaveDialog created={record.created} onChoose={record.leaveTo} />
    </>
  );
}
