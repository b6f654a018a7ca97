import { useState } from 'react';
import { Button, Space } from 'antd';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import FilePdfOutlined from '@ant-design/icons/FilePdfOutlined';
import UndoOutlined from '@ant-design/icons/UndoOutlined';
import { useNavigate } from 'react-router-dom';
import { type Welcomed } from '@sisacte/contracts/acolhimento/welcomed';
import { useNotify } from '@sisacte/ui';
import { WELCOMED_PATHS } from '../../shared/paths';
import { openProfileReport } from './api';
import { useTrashAndRestore } from './use-trash-and-restore';

export interface WelcomedRecordActionsProps {
  welcomed: Welcomed;
  /** The person came back from the trash: the page shows them as they are now. */
  onRestored: (welcomed: Welcomed) => void;
}

/** The person's header buttons: 'Ficha PDF', and 'Excluir' (then back to the list) or 'Restaurar' when trashed. */
export function WelcomedRecordActions({ welcomed, onRestored }: WelcomedRecordActionsProps) {
  const navigate = useNavigate();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const { trash, restore } = useTrashAndRestore(setBusy);

  async function profilePdf() {
    setBusy(true);
    try {
      await openProfileReport(welcomed.id);
    } catch (error) {
      notify.error(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Space wrap>
      <Button icon={<FilePdfOutlined />} onClick={profilePdf} disabled={busy}>
        Ficha PDF
      </Button>
      {welcomed.status === 'drashed' ? (
        <Button icon={<UndoOutlined />} loading={busy} onClick={async () => {
          const restored = await restore(welcomed);
          if (restored) onRestored(restored);
        }}>
          Restaurar
        </Button>
      ) : (
        <Button danger icon={<DeleteOutlined />} loading={busy} onClick={async () => {
          if (await trash(welcomed)) navigate(WELCOMED_PATHS.list);
        }}>
          Excluir
        </Button>
      )}
    </Space>
  );
}
