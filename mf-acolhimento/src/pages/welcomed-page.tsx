import { Alert, Space, Tabs } from 'antd';
import { useNavigate } from 'react-router-dom';
import { hasRole, useCurrentUser } from '@sisacte/auth';
import { PERSON_FILE_ENTITY } from '@sisacte/contracts/audit/lgpd';
import { ROLES } from '@sisacte/contracts/auth/roles';
import { FilesPanel, FormPage } from '@sisacte/ui';
import { AccessTab } from '../features/audit/access-tab';
import { AnonymisedBanner } from '../features/lgpd/anonymised-banner';
import { LgpdActions } from '../features/lgpd/lgpd-actions';
import { useAnonymisation } from '../features/lgpd/use-anonymisation';
import { WELCOMED_PATHS } from '../shared/paths';
import { FamilyTab } from '../features/family/family-tab';
import { WelcomedForm } from '../features/welcomed/form/welcomed-form';
import { WelcomedAfterSaveDialog } from '../features/welcomed/welcomed-after-save-dialog';
import { WelcomedHistoryTab } from '../features/welcomed/welcomed-history-tab';
import { WelcomedTrajectoryTab } from '../features/welcomed/welcomed-trajectory-tab';
import { WelcomedRecordActions } from '../features/welcomed/welcomed-record-actions';
import { WelcomedStatus } from '../features/welcomed/welcomed-status';
import { useWelcomedRecord } from '../features/welcomed/use-welcomed-record';
import { useWelcomedAccess } from '../features/welcomed/welcomed-access';
import { useWelcomedTab } from '../features/welcomed/welcomed-tabs';

/** The tabs a reader without Acolhimento sees: the others call Acolhimento's endpoints (and a 403 ends the session). */
const READER_TABS: readonly string[] = ['info', 'access'];

/**
 * /admin/cadastros/cadastrar and /admin/cadastros/{welcomed_id}: tabs 1 'Dados gerais', 2 'Família', 3 'Histórico',
 * 4 'Trajetória', 5 'Arquivos', and 'Acessos' for administrators and the data-protection officer (?tab=), who
 * also get the LGPD actions (data report, anonymisation). The officer without Acolhimento reads the person:
 * 'Dados gerais' read-only and 'Acessos', no 'Ficha PDF', 'Excluir' or 'Restaurar'.
 * A page, not a feature: it puts the welcomed, family, audit and LGPD features side by side.
 */
export function WelcomedPage() {
  const navigate = useNavigate();
  const [tab, setTab] = useWelcomedTab();
  const record = useWelcomedRecord();
  const { editing, record: welcomed, version } = record;
  const backToList = () => navigate(WELCOMED_PATHS.list);
  const seesAccess = hasRole(ROLES.ENCARREGADO_DADOS, useCurrentUser());
  const { edits } = useWelcomedAccess();
  const anonymisation = useAnonymisation(welcomed?.id, version);
  const shownTab = (tab === 'access' && !seesAccess) || (!edits && !READER_TABS.includes(tab)) ? 'info' : tab;
  const editorTabs = [
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
    {
      key: 'files',
      label: 'Arquivos',
      disabled: !welcomed,
      children: welcomed && <FilesPanel entity={PERSON_FILE_ENTITY} codid={welcomed.id} role={ROLES.ACOLHIMENTO} />,
    },
  ];

  return (
    <>
      <FormPage
        title={editing ? (welcomed?.name ?? 'Cadastro') : 'Novo cadastro'}
        breadcrumb={[{ title: 'Acolhimento' }, { title: 'Cadastros' }, { title: editing ? 'Editar' : 'Cadastrar' }]}
        actions={
          welcomed && (
            <Space wrap>
              {edits && <WelcomedRecordActions welcomed={welcomed} onRestored={record.replace} />}
              <LgpdActions welcomed={welcomed} anonymisation={anonymisation} onAnonymised={record.replace} />
            </Space>
          )
        }
        loadError={record.loadError}
        onBack={backToList}
        loading={editing && !welcomed}
        banner={
          welcomed && (
            <>
              <AnonymisedBanner anonymisation={anonymisation} />
              <WelcomedStatus welcomed={welcomed} />
              {!edits && <Alert type="info" showIcon title="Somente consulta: alterar este cadastro é do perfil Acolhimento." style={{ marginBottom: 16 }} />}
            </>
          )
        }
      >
        <Tabs
          activeKey={editing ? shownTab : 'info'}
          onChange={(k) => setTab(k as typeof tab)}
          items={[
            {
              key: 'info',
              label: 'Dados gerais',
              children: (
                <WelcomedForm key={version} welcomed={welcomed} onSubmit={record.save} disabled={welcomed?.status === 'drashed' || !!anonymisation}
                  readOnly={!edits} onCancel={backToList} />
              ),
            },
            ...(edits ? editorTabs : []),
            ...(seesAccess
              ? [{ key: 'access', label: 'Acessos', disabled: !welcomed, children: welcomed && <AccessTab subject={{ type: 'pessoa', id: welcomed.id }} /> }]
              : []),
          ]}
        />
      </FormPage>
      <WelcomedAfterSaveDialog created={record.created} onChoose={record.leaveTo} />
    </>
  );
}
