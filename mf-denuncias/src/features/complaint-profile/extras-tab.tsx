import { useCallback, useEffect, useState } from 'react';
import { Alert, Button, Card, Empty, Flex, Form, Input, List, Typography } from 'antd';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { EXTRA_MESSAGES, type Extra } from '@sisacte/contracts/denuncias/extras';
import { ExportButtons, formatDateTime, refusalText, useNotify } from '@sisacte/ui';
import { createExtra, listExtras, openExtrasReport } from './api';

/** The profile's extras: add a titled text; listed newest first with author and time; PDF of them all. */
export function ExtrasTab({ complaintId, onAdded }: { complaintId: number; onAdded: () => void }) {
  const notify = useNotify();
  const [extras, setExtras] = useState<Extra[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [titulo, setTitulo] = useState('');
  const [texto, setTexto] = useState('');
  const [fieldErrors, setFieldErrors] = useState<{ titulo?: string; texto?: string }>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const load = useCallback(() => {
    listExtras(complaintId).then(
      (e) => (setExtras(e), setError(null)),
      (e: Error) => setError(e.message),
    );
  }, [complaintId]);
  useEffect(load, [load]);

  async function add() {
    const next = { titulo: titulo.trim() ? undefined : 'Título é obrigatório', texto: texto.trim() ? undefined : 'Texto é obrigatório' };
    setFieldErrors(next);
    if (next.titulo || next.texto) return;
    setSaving(true);
    setServerError(null);
    try {
      await createExtra({ titulo: titulo.trim(), texto: texto.trim(), demandaComplemento: complaintId });
      notify.success(EXTRA_MESSAGES.CREATED);
      setTitulo('');
      setTexto('');
      load();
      onAdded();
    } catch (e) {
      setServerError(refusalText(e));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Flex vertical gap={16}>
      <Card size="small" title={<h3 style={{ margin: 0, fontSize: 15 }}>Novo complemento</h3>}>
        <Form layout="vertical" onFinish={() => void add()} aria-label="Novo complemento">
          <Form.Item label="Título" htmlFor="extra-titulo" required validateStatus={fieldErrors.titulo ? 'error' : undefined} help={fieldErrors.titulo}>
            <Input id="extra-titulo" value={titulo} maxLength={200} onChange={(e) => setTitulo(e.target.value)} />
          </Form.Item>
          <Form.Item label="Texto" htmlFor="extra-texto" required validateStatus={fieldErrors.texto ? 'error' : undefined} help={fieldErrors.texto}>
            <Input.TextArea id="extra-texto" rows={4} value={texto} maxLength={10000} onChange={(e) => setTexto(e.target.value)} />
          </Form.Item>
          {serverError && <Alert type="error" showIcon title={serverError} style={{ marginBottom: 12 }} />}
          <Flex gap={8} wrap justify="space-between">
            <ExportButtons pdf={() => openExtrasReport(complaintId)} pdfLabel="PDF dos complementos" />
            <Button type="primary" htmlType="submit" icon={<PlusOutlined />} loading={saving}>
              Adicionar complemento
            </Button>
          </Flex>
        </Form>
      </Card>
      {error && <Alert type="error" showIcon title={error} />}
      <List
        loading={extras === null && !error}
        dataSource={extras ?? []}
        locale={{ emptyText: <Empty description="Nenhum complemento" /> }}
        renderItem={(x) => (
          <List.Item data-testid="extra">
            <List.Item.Meta
              title={x.titulo}
              description={
                <>
                  <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 4, color: 'rgba(0,0,0,0.88)' }}>{x.texto}</Typography.Paragraph>
                  <Typography.Text type="secondary">{`${x.author?.name ?? x.created_by ?? '—'} · ${formatDateTime(x.created_at)}`}</Typography.Text>
                </>
              }
            />
          </List.Item>
        )}
      />
    </Flex>
  );
}
