import { useEffect } from 'react';
import { Alert, Checkbox, Form, Modal, Radio, Row } from 'antd';
import { useForm } from 'react-hook-form';
import { today } from '@sisacte/contracts/common/fields';
import { lgpdRequestSchema, type LgpdRequest } from '@sisacte/contracts/audit/lgpd';
import { FieldItem } from '@sisacte/ui';
import { ControlledField, DateField, fieldsOf, textInput } from '../../shared/controlled-field';
import { contractResolver } from '../../shared/record-form';

export type LgpdRequestKind = 'report' | 'anonymise';

interface RequestValues {
  data_pedido: string;
  referencia: string;
}

export interface LgpdRequestModalProps {
  kind: LgpdRequestKind | null;
  /** The person's name, as the dialog names them. */
  personName: string;
  onCancel: () => void;
  /** Runs the request; a refusal is shown by the caller. `formato` is the report's. */
  onSubmit: (pedido: LgpdRequest, formato: 'pdf' | 'json') => Promise<void>;
}

const resolver = contractResolver<RequestValues>(lgpdRequestSchema);
const TITLES: Record<LgpdRequestKind, string> = { report: 'Relatório de dados pessoais', anonymise: 'Anonimizar cadastro' };

/**
 * The request behind an LGPD action (LGPD art. 18): the day the person asked and its reference; the
 * report also asks the format, the anonymisation a confirmation that it cannot be undone.
 */
export function LgpdRequestModal({ kind, personName, onCancel, onSubmit }: LgpdRequestModalProps) {
  const form = useForm<RequestValues & { formato: 'pdf' | 'json'; confirmado: boolean }>({
    resolver: resolver as never,
    defaultValues: { data_pedido: today(), referencia: '', formato: 'pdf', confirmado: false },
  });
  const field = fieldsOf(form, `lgpd-${kind ?? 'pedido'}`);
  const confirmed = form.watch('confirmado');
  useEffect(() => {
    if (kind) form.reset({ data_pedido: today(), referencia: '', formato: 'pdf', confirmado: false });
  }, [kind, form]);

  const submit = form.handleSubmit(async (values) => onSubmit({ data_pedido: values.data_pedido, referencia: values.referencia }, values.formato));
  const anonymising = kind === 'anonymise';
  return (
    <Modal
      open={kind !== null}
      title={kind ? TITLES[kind] : ''}
      okText={anonymising ? 'Anonimizar' : 'Gerar relatório'}
      okButtonProps={{ danger: anonymising, disabled: anonymising && !confirmed, loading: form.formState.isSubmitting }}
      cancelText="Cancelar"
      onOk={() => void submit()}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Form layout="vertical" aria-label={kind ? TITLES[kind] : undefined} onFinish={() => void submit()}>
        {anonymising ? (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 16 }}
            title={`Os dados pessoais de ${personName} serão removidos para sempre`}
            description="Nome, CPF, CRNM, endereço, naturalidade, vínculo familiar, observações e arquivos. A data de nascimento passa a guardar só a idade no cadastro. Estadias, encaminhamentos, monitoramentos, cursos e vagas continuam contados no painel. Não há como desfazer."
          />
        ) : (
          <Alert type="info" showIcon style={{ marginBottom: 16 }} title="Tudo o que a plataforma guarda sobre a pessoa: cadastro, família, estadias, encaminhamentos, monitoramentos, cursos, vagas, histórico e arquivos." />
        )}
        <Row gutter={16}>
          <DateField {...field('data_pedido', { xs: 24, sm: 10 })} label="Data do pedido" required max={today()} />
          <ControlledField {...field('referencia', { xs: 24, sm: 14 })} label="Referência do pedido" required extra="Número do protocolo ou do ofício; não escreva o nome da pessoa.">
            {textInput(100)}
          </ControlledField>
        </Row>
        {!anonymising && (
          <FieldItem label="Formato" htmlFor="lgpd-formato">
            <Radio.Group
              id="lgpd-formato"
              value={form.watch('formato')}
              onChange={(e) => form.setValue('formato', e.target.value as 'pdf' | 'json')}
              options={[
                { value: 'pdf', label: 'PDF (para ler)' },
                { value: 'json', label: 'JSON (portabilidade)' },
              ]}
            />
          </FieldItem>
        )}
        {anonymising && (
          <Checkbox checked={confirmed} onChange={(e) => form.setValue('confirmado', e.target.checked)}>
            Entendo que a anonimização é irreversível
          </Checkbox>
        )}
      </Form>
    </Modal>
  );
}
