import { useCallback, useEffect, useState } from 'react';
import { Alert, Button, Card, Flex, Modal, Result, Skeleton, Space, Tabs, Tag, Typography } from 'antd';
import { DeleteOutlined, FilePdfOutlined, HomeOutlined, SendOutlined, TeamOutlined, UndoOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { useNavigate, useParams } from 'react-router-dom';
import { WELCOMED_MESSAGES, type Welcomed, type WelcomedCreate } from '@sisacte/contracts';
import { PageHeader, formatDateTime, useConfirm, useNotify, useSuccessDialog } from '@sisacte/ui';
import { WELCOMED_PATHS } from '../../shared/paths';
import { FamilyTab } from '../family/family-tab';
import { createWelcomed, getWelcomed, openProfileReport, restoreWelcomed, trashWelcomed, updateWelcomed } from './api';
import { WelcomedForm } from './welcomed-form';
import { WelcomedHistoryTab } from './welcomed-history-tab';
import { useWelcomedTab } from './welcomed-tabs';

/** /admin/cadastros/cadastrar and /admin/cadastros/{welcomed_id}: tabs 1 'Dados gerais', 2 'Família', 3 'Histórico' (?tab=). */
export function WelcomedPage() {
  const { welcomed_id } = useParams();
  const id = welcomed_id ? Number(welcomed_id) : null;
  const editing = id !== null;
  const navigate = useNavigate();
  const notify = useNotify();
  const confirm = useConfirm();
  const success = useSuccessDialog();
  const [tab, setTab] = useWelcomedTab();
  const [welcomed, setWelcomed] = useState<Welcomed>();
  const [loadError, setLoadError] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  const [created, setCreated] = useState<Welcomed | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(() => {
    if (id === null) return;
    if (!Number.isInteger(id) || id <= 0) {
      setLoadError('Cadastro não encontrado');
      return;
    }
    getWelcomed(id).then(
      (w) => {
        setWelcomed(w);
        setVersion((v) => v + 1);
      },
      (e: Error) => setLoadError(e.message),
    );
  }, [id]);
  useEffect(load, [load]);

  async function save(body: WelcomedCreate) {
    if (editing) {
      const saved = await updateWelcomed({ ...body, id: id! });
      setWelcomed(saved);
      await success(WELCOMED_MESSAGES.UPDATED);
      navigate(WELCOMED_PATHS.list);
    } else {
      const saved = await createWelcomed(body);
      await success(WELCOMED_MESSAGES.CREATED);
      setCreated(saved);
    }
  }

  async function trash() {
    if (!welcomed) return;
    if (!(await confirm(`Excluir o cadastro de ${welcomed.name}?`, 'O cadastro vai para a lixeira e pode ser restaurado depois.'))) return;
    setBusy(true);
    try {
      await trashWelcomed(welcomed.id);
      notify.success(WELCOMED_MESSAGES.TRASHED);
      navigate(WELCOMED_PATHS.list);
    } catch (error) {
      notify.error(error);
    } finally {
      setBusy(false);
    }
  }

  async function restore() {
    if (!welcomed) return;
    if (!(await confirm(`Restaurar o cadastro de ${welcomed.name}?`, 'O cadastro volta para a lista de ativos.', 'Restaurar'))) return;
    setBusy(true);
    try {
      setWelcomed(await restoreWelcomed(welcomed.id));
      setVersion((v) => v + 1);
      notify.success(WELCOMED_MESSAGES.RESTORED);
    } catch (error) {
      notify.error(error);
    } finally {
      setBusy(false);
    }
  }

  async function profilePdf() {
    if (!welcomed) return;
    setBusy(true);
    try {
      await openProfileReport(welcomed.id);
    } catch (error) {
      notify.error(error);
    } finally {
      setBusy(false);
    }
  }

  /** The after-save choice (SPEC §4): close it, then go. */
  function leaveTo(path: string) {
    setCreated(null);
    navigate(path);
  }

  if (loadError) {
    return (
      <Result status="warning" title={loadError}
        extra={<Button onClick={() => navigate(WELCOMED_PATHS.list)}>Voltar para a lista</Button>} />
    );
  }

  const title = editing ? (welcomed?.name ?? 'Cadastro') : 'Novo cadastro';
  const trashed = welcomed?.status === 'drashed';
  return (
    <>
      <PageHeader
        title={title}
        breadcrumb={[{ title: 'Acolhimento' }, { title: 'Cadastros' }, { title: editing ? 'Editar' : 'Cadastrar' }]}
        extra={
          welcomed && (
            <Space wrap>
              <Button icon={<FilePdfOutlined />} onClick={profilePdf} disabled={busy}>
                Ficha PDF
              </Button>
              {trashed ? (
                <Button icon={<UndoOutlined />} onClick={restore} loading={busy}>
                  Restaurar
                </Button>
              ) : (
                <Button danger icon={<DeleteOutlined />} onClick={trash} loading={busy}>
                  Excluir
                </Button>
              )}
            </Space>
          )
        }
      />
      {welcomed && (
        <Flex wrap gap={8} style={{ marginBottom: 12 }}>
          {trashed ? <Tag color="red">Na lixeira</Tag> : <Tag color="green">Ativo</Tag>}
          <Typography.Text type="secondary">
            Cadastrado em {formatDateTime(welcomed.date_of_register)}
            {welcomed.author ? ` por ${welcomed.author.name}` : ''}
          </Typography.Text>
        </Flex>
      )}
      {trashed && (
        <Alert type="warning" showIcon style={{ marginBottom: 16 }} title="Este cadastro está na lixeira. Restaure-o para alterá-lo." />
      )}
      <Card styles={{ body: { padding: 'clamp(12px, 3vw, 24px)' } }}>
        {editing && !welcomed ? (
          <Skeleton active />
        ) : (
          <Tabs
            activeKey={editing ? tab : 'info'}
            onChange={(k) => setTab(k as typeof tab)}
            items={[
              {
                key: 'info',
                label: 'Dados gerais',
                children: (
                  <WelcomedForm key={version} welcomed={welcomed} onSubmit={save} disabled={trashed}
                    onCancel={() => navigate(WELCOMED_PATHS.list)} />
                ),
              },
              {
                key: 'parents',
                label: 'Família',
                disabled: !welcomed,
                children: welcomed && <FamilyTab welcomed={welcomed} onChanged={load} />,
              },
              {
                key: 'history',
                label: 'Histórico',
                disabled: !welcomed,
                children: welcomed && <WelcomedHistoryTab welcomedId={welcomed.id} version={version} />,
              },
            ]}
          />
        )}
      </Card>
      <Modal
        open={created !== null}
        title="Pessoa Cadastrada! O que deseja fazer agora?"
        closable={false}
        maskClosable={false}
        footer={null}
      >
        {created && (
          <Flex vertical gap={8} style={{ marginTop: 12 }}>
            <Button block icon={<UnorderedListOutlined />} onClick={() => leaveTo(WELCOMED_PATHS.list)}>
              Voltar para a lista
            </Button>
            <Button block icon={<TeamOutlined />} onClick={() => leaveTo(WELCOMED_PATHS.edit(created.id, 'parents'))}>
              Família
            </Button>
            <Button block icon={<HomeOutlined />} onClick={() => leaveTo(WELCOMED_PATHS.checkin(created.id))}>
              Check-in
            </Button>
            <Button block type="primary" icon={<SendOutlined />} onClick={() => leaveTo(WELCOMED_PATHS.newForwarding(created.id))}>
              Novo encaminhamento
            </Button>
          </Flex>
        )}
      </Modal>
    </>
  );
}
