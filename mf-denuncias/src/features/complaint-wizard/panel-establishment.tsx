import { Form, Input, Select, Typography } from 'antd';
import { Controller, type Control } from 'react-hook-form';
import dayjs from 'dayjs';
import { complaintDemandaInputSchema } from '@sisacte/contracts/denuncias/complaints';
import { type Organization } from '@sisacte/contracts/denuncias/organizations';
import type { SessionUser } from '@sisacte/auth';
import type { WizardValues } from './draft';

const demanda = complaintDemandaInputSchema.shape;

type SafeParser = { safeParse: (v: unknown) => { success: boolean; error?: { issues: { message: string }[] } } };
const zodRule = (schema: SafeParser) => (value: unknown) => {
  const result = schema.safeParse(value);
  return result.success || (result.error?.issues[0]?.message ?? 'Valor inválido');
};

interface PanelEstablishmentProps {
  control: Control<WizardValues>;
  /** A logged-in creator also picks the organizations the complaint belongs to. */
  user: SessionUser | null;
  organizations: readonly Organization[];
}

/** Panel 1: the establishment's name, address and when the work there ends. */
export function PanelEstablishment({ control, user, organizations }: PanelEstablishmentProps) {
  return (
    <>
      <Typography.Paragraph>Conte onde acontece o problema. Se não souber algum dado, escreva o que souber.</Typography.Paragraph>
      <Controller
        name="nomefantasia"
        control={control}
        rules={{ validate: zodRule(demanda.nomefantasia) }}
        render={({ field, fieldState }) => (
          <Form.Item label="Nome do estabelecimento (como é conhecido)" required htmlFor="nomefantasia" validateStatus={fieldState.error ? 'error' : undefined} help={fieldState.error?.message}>
            <Input id="nomefantasia" {...field} maxLength={200} autoComplete="off" aria-required placeholder="Ex.: Fazenda Boa Vista, Confecção Estrela" />
          </Form.Item>
        )}
      />
      <Controller
        name="enderecoempresa"
        control={control}
        rules={{ validate: zodRule(demanda.enderecoempresa) }}
        render={({ field, fieldState }) => (
          <Form.Item label="Endereço ou como chegar" required htmlFor="enderecoempresa" validateStatus={fieldState.error ? 'error' : undefined} help={fieldState.error?.message}>
            <Input.TextArea id="enderecoempresa" {...field} maxLength={300} autoSize={{ minRows: 2, maxRows: 5 }} aria-required placeholder="Rua, número, bairro, estrada, ponto de referência" />
          </Form.Item>
        )}
      />
      <Controller
        name="estabelecimento_encerramento"
        control={control}
        rules={{ validate: (v) => !v || /^\d{4}-\d{2}-\d{2}$/.test(v) || 'Data inválida' }}
        render={({ field, fieldState }) => (
          <Form.Item label="Previsão de encerramento do trabalho no local" htmlFor="estabelecimento_encerramento" validateStatus={fieldState.error ? 'error' : undefined} help={fieldState.error?.message} extra="Se o trabalho vai acabar em breve (por exemplo, fim de uma colheita), informe a data aproximada. Deixe em branco se não souber.">
            <Input
              id="estabelecimento_encerramento"
              type="date"
              style={{ width: '100%', maxWidth: 240 }}
              value={field.value ?? ''}
              min={dayjs().format('YYYY-MM-DD')}
              onChange={(e) => field.onChange(e.target.value || null)}
              onBlur={field.onBlur}
            />
          </Form.Item>
        )}
      />
      {user && (
        <Controller
          name="organizacoes"
          control={control}
          render={({ field }) => (
            <Form.Item label="Organizações" htmlFor="organizacoes" extra={`Cadastrada por ${user.name} (${user.username}).`}>
              <Select
                id="organizacoes"
                mode="multiple"
                allowClear
                value={field.value}
                onChange={field.onChange}
                options={organizations.map((o) => ({ value: o.id, label: o.sigla ? `${o.sigla} — ${o.nome}` : o.nome }))}
                optionFilterProp="label"
                placeholder="Escolha as organizações"
              />
            </Form.Item>
          )}
        />
      )}
    </>
  );
}
