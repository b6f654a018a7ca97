import { useEffect, useState } from 'react';
import { Button, Card, Col, ColorPicker, Flex, Form, Input, Radio, Result, Row, Skeleton, Typography } from 'antd';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '@sisacte/api-client';
import { MAX_TEAM_MEMBERS } from '@sisacte/contracts/denuncias/teams';
import { FormActions, PageHeader, ServerErrors, useConfirm, useNotify, useRouteId, useSuccessDialog } from '@sisacte/ui';
import { DENUNCIAS_PATHS } from '../../paths';
import { deleteMember, getTeam, saveTeam } from './api';

interface MemberValue {
  id?: number | null;
  nome: string;
}
interface TeamFormValues {
  nome: string;
  cor: string;
  status: 0 | 1;
  membros: MemberValue[];
}

const DEFAULT_COLOR = '#1351b4';
const empty: TeamFormValues = { nome: '', cor: DEFAULT_COLOR, status: 1, membros: [{ nome: '' }] };

/** /admin/equipes/novo and /admin/equipes/edit/{id}: name, colour, status and members. */
export function TeamFormPage() {
  const { id, editing } = useRouteId();
  const navigate = useNavigate();
  const success = useSuccessDialog();
  const confirm = useConfirm();
  const notify = useNotify();
  const [form] = Form.useForm<TeamFormValues>();
  const [loaded, setLoaded] = useState(!editing);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (id === null) return;
    if (!Number.isInteger(id) || id <= 0) {
      setLoadError('Equipe não encontrada');
      return;
    }
    getTeam(id)
      .then((t) => {
        form.setFieldsValue({ nome: t.nome, cor: t.cor, status: t.status === 0 ? 0 : 1, membros: t.membros });
        setLoaded(true);
      })
      .catch((e: Error) => setLoadError(e.message));
  }, [id, form]);

  async function submit(values: TeamFormValues) {
    setServerErrors([]);
    setSaving(true);
    try {
      const membros = (values.membros ?? []).filter((m) => m.nome?.trim()).map((m) => ({ ...(m.id ? { id: m.id } : {}), nome: m.nome }));
      await saveTeam({ ...(editing ? { id: id! } : {}), nome: values.nome, cor: values.cor, status: values.status, membros });
      await success(editing ? 'Dados atualizados!' : 'Equipe Cadastrada!');
      navigate(DENUNCIAS_PATHS.equipes);
    } catch (error) {
      setServerErrors(error instanceof ApiError ? error.messages : [(error as Error).message]);
    } finally {
      setSaving(false);
    }
  }

  /** A saved member is deleted on the server after confirmation; a new line just leaves the form. */
  async function removeMember(index: number, remove: (i: number) => void) {
    const member = form.getFieldValue(['membros', index]) as MemberValue | undefined;
    if (!member?.id) return remove(index);
    if (!(await confirm(`Excluir o membro ${member.nome}?`))) return;
    try {
      await deleteMember(member.id);
      remove(index);
      notify.success('Membro excluído');
    } catch (error) {
      notify.error(error);
    }
  }

  const title = editing ? 'Editar equipe' : 'Nova equipe';
  if (loadError) return <Result status="warning" title={loadError} extra={<Button onClick={() => navigate(DENUNCIAS_PATHS.equipes)}>Voltar à lista</Button>} />;
  return (
    <>
      <PageHeader title={title} breadcrumb={[{ title: 'Denúncias' }, { title: 'Equipes' }, { title }]} />
      <Card>
        {!loaded ? (
          <Skeleton active />
        ) : (
          <Form form={form} layout="vertical" initialValues={empty} onFinish={submit} aria-label={title}>
            <ServerErrors messages={serverErrors} />
            <Row gutter={16}>
              <Col xs={24} md={12}>
                <Form.Item name="nome" label="Nome" rules={[{ required: true, whitespace: true, message: 'Nome é obrigatório' }]}>
                  <Input maxLength={120} autoComplete="off" />
                </Form.Item>
              </Col>
              <Col xs={12} md={6}>
                <Form.Item name="cor" label="Cor" getValueFromEvent={(color: { toHexString: () => string }) => color.toHexString()}>
                  <ColorPicker showText disabledAlpha format="hex" aria-label="Cor da equipe" />
                </Form.Item>
              </Col>
              <Col xs={12} md={6}>
                <Form.Item name="status" label="Situação">
                  <Radio.Group options={[{ value: 1, label: 'Ativa' }, { value: 0, label: 'Inativa' }]} />
                </Form.Item>
              </Col>
            </Row>
            <Typography.Title level={2} style={{ fontSize: 16 }}>Membros</Typography.Title>
            <Form.List name="membros">
              {(fields, { add, remove }) => (
                <>
                  {fields.map((field, index) => (
                    <Flex key={field.key} gap={8} align="start">
                      <Form.Item name={[field.name, 'id']} hidden><Input /></Form.Item>
                      <Form.Item name={[field.name, 'nome']} style={{ flex: 1 }} rules={[{ max: 200, message: 'Nome do membro deve ter no máximo 200 caracteres' }]}>
                        <Input placeholder="Nome do membro" aria-label={`Nome do membro ${index + 1}`} maxLength={200} autoComplete="off" />
                      </Form.Item>
                      <Button aria-label={`Remover membro ${index + 1}`} icon={<DeleteOutlined />} danger onClick={() => void removeMember(field.name, remove)} />
                    </Flex>
                  ))}
                  <Button icon={<PlusOutlined />} onClick={() => add({ nome: '' })} disabled={fields.length >= MAX_TEAM_MEMBERS} style={{ marginBottom: 16 }}>
                    Adicionar membro
                  </Button>
                </>
              )}
            </Form.List>
            <FormActions onCancel={() => navigate(DENUNCIAS_PATHS.equipes)} submitting={saving} />
          </Form>
        )}
      </Card>
    </>
  );
}
