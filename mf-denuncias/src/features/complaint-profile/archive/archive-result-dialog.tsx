import { Button, Modal, Result } from 'antd';
import { useNavigate } from 'react-router-dom';
import { archiveDecisionTitle, type ArchiveDecision, type ArchiveType } from '@sisacte/contracts/notificacoes/archive-requests';
import { DENUNCIAS_PATHS } from '../../../paths';

export interface ArchiveOutcome {
  tipo: ArchiveType;
  decision: ArchiveDecision;
}

/**
 * After a decision: titled with the request type followed by 'da Denúncia!' (Deferido) or
 * 'indeferido!', offering to go to the list or to the archived list, or to stay on the complaint.
 */
export function ArchiveResultDialog({ outcome, onClose }: { outcome: ArchiveOutcome | null; onClose: () => void }) {
  const navigate = useNavigate();
  const title = outcome ? archiveDecisionTitle(outcome.tipo, outcome.decision) : '';
  return (
    <Modal open={!!outcome} title={null} footer={null} onCancel={onClose} aria-label={title} destroyOnHidden>
      {outcome && (
        <Result
          status={outcome.decision === 'Deferido' ? 'success' : 'info'}
          title={<h2 style={{ margin: 0, fontSize: 22 }}>{title}</h2>}
          subTitle="Para onde deseja ir?"
          extra={[
            <Button key="lista" type="primary" onClick={() => navigate(DENUNCIAS_PATHS.lista)}>
              Lista de denúncias
            </Button>,
            <Button key="arquivadas" onClick={() => navigate(DENUNCIAS_PATHS.arquivadas)}>
              Denúncias arquivadas
            </Button>,
            <Button key="ficar" type="text" onClick={onClose}>
              Continuar na denúncia
            </Button>,
          ]}
        />
      )}
    </Modal>
  );
}
