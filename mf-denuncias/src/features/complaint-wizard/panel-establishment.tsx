import { Form, Input, Typography } from 'antd';
import { Suspense, type ReactNode } from 'react';
import { Controller, type Control, type ControllerProps, type ControllerRenderProps } from 'react-hook-form';
import dayjs from 'dayjs';
import { complaintDemandaInputSchema } from '@sisacte/contracts/denuncias/complaints';
import { type Organization } from '@sisacte/contracts/denuncias/organizations';
import type { SessionUser } from '@sisacte/auth';
import { LazyDateField, preloadDateField } from '@sisacte/ui';
import { useMessage, useT } from '../../i18n';
import type { WizardValues } from './draft';
import { OrganizationsSelect, preloadLaterPanels } from './later-panels';

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

type PanelFieldName = 'nomefantasia' | 'enderecoempresa' | 'estabelecimento_encerramento' | 'organizacoes';

interface PanelFieldProps<N extends PanelFieldName> {
  control: Control<WizardValues>;
  name: N;
  label: string;
  required?: boolean;
  extra?: string;
  rules?: ControllerProps<WizardValues, N>['rules'];
  /** The control; its id must be the field's name (the label points at it). */
  children: (field: ControllerRenderProps<WizardValues, N>) => ReactNode;
}

/** One field of the panel: its label, its control, and the rule's message under it (in the page's language). */
function PanelField<N extends PanelFieldName>({ control, name, label, required, extra, rules, children }: PanelFieldProps<N>) {
  const message = useMessage();
  return (
    <Controller
      name={name}
      control={control}
      rules={rules}
      render={({ field, fieldState }) => (
        <Form.Item label={label} required={required} htmlFor={name} validateStatus={fieldState.error ? 'error' : undefined} help={message(fieldState.error?.message)} extra={extra}>
          {children(field)}
        </Form.Item>
      )}
    />
  );
}

/** Panel 1: the establishment's name, address and when the work there ends. */
export function PanelEstablishment({ control, user, organizations }: PanelEstablishmentProps) {
  const { t } = useT();
  // The date picker's and the later panels' code is fetched once the user starts on this panel, not with the page.
  const preload = () => {
    preloadDateField();
    preloadLaterPanels();
  };
  return (
    <div onFocusCapture={preload} onPointerDownCapture={preload}>
      <Typography.Paragraph>{t('establishment.intro')}</Typography.Paragraph>
      <PanelField control={control} name="nomefantasia" label={t('establishment.name')} required rules={{ validate: zodRule(demanda.nomefantasia) }}>
        {(field) => <Input id="nomefantasia" {...field} maxLength={200} autoComplete="off" aria-required placeholder={t('establishment.namePlaceholder')} />}
      </PanelField>
      <PanelField control={control} name="enderecoempresa" label={t('establishment.address')} required rules={{ validate: zodRule(demanda.enderecoempresa) }}>
        {(field) => (
          <Input.TextArea id="enderecoempresa" {...field} maxLength={300} autoSize={{ minRows: 2, maxRows: 5 }} aria-required placeholder={t('establishment.addressPlaceholder')} />
        )}
      </PanelField>
      <PanelField
        control={control}
        name="estabelecimento_encerramento"
        label={t('establishment.closing')}
        rules={{ validate: (v) => !v || /^\d{4}-\d{2}-\d{2}$/.test(v) || t('establishment.closingInvalid') }}
        extra={t('establishment.closingExtra')}
      >
        {(field) => (
          <LazyDateField
            id="estabelecimento_encerramento"
            style={{ maxWidth: 240 }}
            value={field.value}
            min={dayjs().format('YYYY-MM-DD')}
            onChange={field.onChange}
            onBlur={field.onBlur}
          />
        )}
      </PanelField>
      {user && (
        <PanelField control={control} name="organizacoes" label={t('establishment.organizations')} extra={t('establishment.registeredBy', { name: user.name, username: user.username })}>
          {(field) => (
            <Suspense fallback={<Input id="organizacoes" disabled placeholder={t('establishment.loading')} />}>
              <OrganizationsSelect value={field.value} onChange={field.onChange} organizations={organizations} />
            </Suspense>
          )}
        </PanelField>
      )}
    </div>
  );
}
