import { useState } from 'react';
import { Button } from 'antd';
import FileProtectOutlined from '@ant-design/icons/FileProtectOutlined';
import UserDeleteOutlined from '@ant-design/icons/UserDeleteOutlined';
import { hasRole, useCurrentUser } from '@sisacte/auth';
import { type Welcomed } from '@sisacte/contracts/acolhimento/welcomed';
import { type Anonymisation } from '@sisacte/contracts/audit/lgpd';
import { ROLES } from '@sisacte/contracts/auth/roles';
import { useNotify } from '@sisacte/ui';
import { anonymisePerson, downloadDataReport } from './api';
import { LgpdRequestModal, type LgpdRequestKind } from './lgpd-request-modal';

export interface LgpdActionsProps {
  welcomed: Welcomed;
  /** null: not anonymised (the button shows); undefined: not known yet. */
  anonymisation: Anonymisation | undefined;
  /** The person after the anonymisation. */
  onAnonymised: (welcomed: Welcomed) => void;
}

/** The data-protection officer's buttons on a person's screen: 'Relatório de dados (LGPD)' and 'Anonimizar'. */
export function LgpdActions({ welcomed, anonymisation, onAnonymised }: LgpdActionsProps) {
  const user = useCurrentUser();
  const notify = useNotify();
  const [kind, setKind] = useState<LgpdRequestKind | null>(null);
  if (!hasRole(ROLES.ENCARREGADO_DADOS, user)) return null;

  async function submit(pedido: Parameters<typeof downloadDataReport>[2], formato: 'pdf' | 'json') {
    try {
      if (kind === 'report') {
        await downloadDataReport(welcomed.id, formato, pedido);
      } else {
        const done = await anonymisePerson(welcomed.id, pedido);
        notify.success('Cadastro anonimizado!');
        onAnonymised(done);
      }
      setKind(null);
    } catch (error) {
      notify.error(error);
    }
  }

  return (
    <>
      <Button icon={<FileProtectOutlined />} onClick={() => setKind('report')}>
        Relatório de dados (LGPD)
      </Button>
      {anonymisation === null && (
        <Button danger icon={<UserDeleteOutlined />} onClick={() => setKind('anonymise')}>
          Anonimizar
        </Button>
      )}
      <LgpdRequestModal kind={kind} personName={welcomed.name} onCancel={() => setKind(null)} onSubmit={submit} />
    </>
  );
}
