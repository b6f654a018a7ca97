import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert, Button, Flex, Progress, Table, Typography, type TableColumnsType } from 'antd';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { hasRole, useCurrentUser } from '@sisacte/auth';
import { FILE_ACCEPT, FILE_MESSAGES, formatBytes, type StoredFile } from '@sisacte/contracts/files/files';
import { useConfirm, useNotify } from '../feedback';
import { formatDateTime } from '../format';
import { actionColumn } from '../list-page/action-column';
import { filesApi, type UploadHandle } from './files-api';
import { useLatestRequest } from '../use-latest-request';

export interface FilesPanelProps {
  /** The kind of record ('course'), as the server registers it. */
  entity: string;
  /** The record's id; nothing is loaded without one (a record not saved yet). */
  codid: number | null | undefined;
  /** The role that may see the record's files: without it the panel says so and calls nothing. */
  role?: string;
  /** Only list and download (no upload, no delete). */
  readOnly?: boolean;
}

interface Sending {
  name: string;
  percent: number;
}

/**
 * The files of one record: upload with visible progress (one file after another when several are
 * picked), the list (newest first), download saved under the file's name, delete after confirming.
 */
export function FilesPanel({ entity, codid, role, readOnly = false }: FilesPanelProps) {
  const user = useCurrentUser();
  const allowed = !role || hasRole(role, user);
  const notify = useNotify();
  const confirm = useConfirm();
  const [files, setFiles] = useState<StoredFile[]>([]);
  const [loading, setLoading] = useState(false);
  const [sending, setSending] = useState<Sending | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const current = useRef<UploadHandle | null>(null);

  const begin = useLatestRequest();
  // The last list asked for wins (another record opened, or a reload after a send): an older answer is dropped.
  const load = useCallback(async () => {
    const isLatest = begin();
    if (!codid || !allowed) return;
    setLoading(true);
    try {
      const listed = await filesApi.list(entity, codid);
      if (isLatest()) setFiles(listed);
    } catch (error) {
      if (isLatest()) notify.error(error);
    } finally {
      if (isLatest()) setLoading(false);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [entity, codid, allowed]);

  useEffect(() => {
    void load();
  }, [load]);
  useEffect(() => () => current.current?.abort(), []);

  async function send(picked: File[]) {
    if (!codid) return;
    setFailure(null);
    let sent = 0;
    for (const file of picked) {
      setSending({ name: file.name, percent: 0 });
      const handle = filesApi.upload(entity, codid, file, (percent) => setSending({ name: file.name, percent }));
      current.current = handle;
      try {
        await handle.done;
        sent += 1;
      } catch (error) {
        const e = error as { message?: string; status?: number };
        if (e.status === 0 && e.message === 'Envio cancelado') break;
        // an upload's failure stays on screen as an error message.
        setFailure(`${file.name}: ${e.message ?? 'Erro'}`);
        notify.error(error);
      } finally {
        current.current = null;
      }
    }
    setSending(null);
    if (sent > 0) {
      notify.success(FILE_MESSAGES.UPLOADED);
      await load();
    }
  }

  async function remove(file: StoredFile) {
    if (!(await confirm(FILE_MESSAGES.CONFIRM_DELETE, file.name))) return;
    try {
      await filesApi.remove(file.id);
      notify.success(FILE_MESSAGES.DELETED);
      await load();
    } catch (error) {
      notify.error(error);
    }
  }

  async function download(file: StoredFile) {
    try {
      await filesApi.download(file);
    } catch (error) {
      notify.error(error);
    }
  }

  if (!allowed) return <Alert type="warning" showIcon title={FILE_MESSAGES.FORBIDDEN} />;
  if (!codid) return <Alert type="info" showIcon title="Salve o registro antes de enviar arquivos." />;

  const columns: TableColumnsType<StoredFile> = [
    {
      title: 'Nome',
      dataIndex: 'name',
      key: 'name',
      render: (_, f) => (
        <Button type="link" style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'left' }} onClick={() => void download(f)}>
          {f.name}
        </Button>
      ),
    },
    { title: 'Tamanho', key: 'size', width: 110, render: (_, f) => formatBytes(f.size) },
    { title: 'Enviado por', key: 'author', render: (_, f) => f.author?.name ?? '' },
    { title: 'Data', key: 'created_at', width: 150, render: (_, f) => formatDateTime(f.created_at) },
    actionColumn<StoredFile>(
      (f) => [
        { title: 'Baixar', label: `Baixar ${f.name}`, icon: <DownloadOutlined />, onClick: () => void download(f) },
        ...(readOnly ? [] : [{ title: 'Excluir', label: `Excluir ${f.name}`, icon: <DeleteOutlined />, danger: true, onClick: () => void remove(f) }]),
      ],
      { width: readOnly ? 70 : 110, fixed: 'right' },
    ),
  ];

  return (
    <Flex vertical gap="middle">
      {!readOnly && (
        <Flex gap="middle" align="center" wrap>
          <input
            ref={input}
            type="file"
            multiple
            accept={FILE_ACCEPT}
            aria-label="Arquivo a enviar"
            style={{ display: 'none' }}
            onChange={(e) => {
              const picked = Array.from(e.target.files ?? []);
              e.target.value = '';
              if (picked.length) void send(picked);
            }}
          />
          <Button type="primary" icon={<UploadOutlined />} loading={!!sending} onClick={() => input.current?.click()}>
            Enviar arquivo
          </Button>
          <Typography.Text type="secondary">PDF, imagens, documentos e planilhas</Typography.Text>
        </Flex>
      )}
      {sending && (
        <div role="status" aria-live="polite">
          <Typography.Text>Enviando {sending.name}…</Typography.Text>
          <Progress percent={sending.percent} aria-label={`Progresso do envio de ${sending.name}`} />
        </div>
      )}
      {failure && <Alert type="error" showIcon title="Envio não realizado" description={failure} closable onClose={() => setFailure(null)} />}
      <Table<StoredFile>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={files}
        loading={loading}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: 'Nenhum arquivo enviado' }}
      />
    </Flex>
  );
}
