import { useState } from 'react';
import { Alert, Form, Input, Modal } from 'antd';
import { type ArchiveType } from '@sisacte/contracts/notificacoes/archive-requests';
import { refusalText } from '@sisacte/ui';

export interface ArchiveRequestModalProps {
  open: boolean;
  tipo: ArchiveType;
  /** True for a holder of VisualizarTodasDemandas: the request is applied at once. */
  direct: boolean;
  onSubmit: (values: { titulo: string; justificativaAuditor: string }) => Promise<void>;
  onCancel: () => void;
}

/** Title and justification of an archive (or unarchive) request; the server's refusal is shown in the dialog. */
export function ArchiveRequestModal({ open, tipo, direct, onSubmit, onCancel }: ArchiveRequestModalProps) {
  const [titulo, setTitulo] = useState('');
  const [justificativa, setJustificativa] = useState('');
  const [errors, setErrors] = useState<{ titulo?: string; justificativa?: string }>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const verb = tipo === 'Arquivamento' ? 'arquivamento' : 'desarquivamento';

  async function submit() {
    const next = {
      titulo: titulo.trim() ? undefined : 'Título é obrigatório',
      justificativa: justificativa.trim() ? undefined : 'Justificativa é obrigatório',
    };
    setErrors(next);
    if (next.titulo || next.justificativa) return;
    setSending(true);
    setServerError(null);
    try {
      await onSubmit({ titulo: titulo.trim(), justificativaAuditor: justificativa.trim() });
      setTitulo('');
      setJustificativa('');
    } catch (error) {
      setServerError(refusalText(error));
    } finally {
      setSending(false);
    }
  }

  return (
    <Modal
      open={open}
      title={direct ? `${tipo} da denúncia` : `Solicitar ${verb}`}
      okText={direct ? (tipo === 'Arquivamento' ? 'Arquivar' : 'Desarquivar') : 'Enviar pedido'}
      cancelText="Cancelar"
      confirmLoading={sending}
      onOk={() => void submit()}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Form layout="vertical" onFinish={() => void submit()}>
        <Form.Item label="Título" htmlFor="arquivo-titulo" required validateStatus={errors.titulo ? 'error' : undefined} help={errors.titulo}>
          <Input id="arquivo-titulo" value={titulo} maxLength={200} onChange={(e) => setTitulo(e.target.value)} />
        </Form.Item>
        <Form.Item label="Justificativa" htmlFor="arquivo-justificativa" required validateStatus={errors.justificativa ? 'error' : undefined} help={errors.justificativa}>
          <Input.TextArea id="arquivo-justificativa" rows={4} value={justificativa} maxLength={5000} onChange={(e) => setJustificativa(e.target.value)} />
        </Form.Item>
      </Form>
      {serverError && <Alert type="error" showIcon title={serverError} />}
    </Modal>
  );
}
