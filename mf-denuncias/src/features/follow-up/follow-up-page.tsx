import { useState } from 'react';
import { Alert, Button, Descriptions, Form, Input, Typography } from 'antd';
import { Panel } from '../../shared/panel';
import SearchOutlined from '@ant-design/icons/SearchOutlined';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router-dom';
import { type ComplaintFollowUpRequest, complaintFollowUpRequestSchema, type ComplaintFollowUpResponse } from '@sisacte/contracts/denuncias/follow-up';
import { formatDateTime } from '@sisacte/ui';
import { followUp } from './api';
import { StatusBadge } from './status-badge';

/** The two codes the receipt gave, in the order they are asked. */
const FOLLOW_UP_FIELDS = [
  { name: 'numerodemanda', label: 'Número do protocolo', placeholder: 'DEN-2026-000123' },
  { name: 'codigo', label: 'Código de recibo', placeholder: 'XXXX-XXXX-XXXX' },
] as const;

/**
 * Anonymous follow-up: the protocol number and the receipt code show the complaint's status and
 * nothing else. A wrong pair never says which part was wrong.
 */
export function FollowUpPage(props: { wizardPath: string }) {
  return <FollowUp {...props} />;
}

function FollowUp({ wizardPath }: { wizardPath: string }) {
  const [result, setResult] = useState<ComplaintFollowUpResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ComplaintFollowUpRequest>({
    defaultValues: { numerodemanda: '', codigo: '' },
    resolver: zodResolver(complaintFollowUpRequestSchema),
  });

  async function submit(values: ComplaintFollowUpRequest) {
    setError(null);
    setResult(null);
    try {
      setResult(await followUp(values));
    } catch (e) {
      setError((e as Error).message);
    }
  }

  return (
    <Panel>
      <Typography.Title level={2} style={{ fontSize: 22, marginTop: 0 }}>
        Acompanhar uma denúncia
      </Typography.Title>
      <Typography.Paragraph>
        Digite o número do protocolo e o código de recibo que apareceram quando você enviou a denúncia. Só mostramos a situação dela.
      </Typography.Paragraph>
      <Form layout="vertical" onFinish={handleSubmit(submit)} aria-label="Acompanhar uma denúncia" style={{ maxWidth: 420 }}>
        {FOLLOW_UP_FIELDS.map(({ name, label, placeholder }) => (
          <Controller
            key={name}
            name={name}
            control={control}
            render={({ field }) => (
              <Form.Item label={label} required htmlFor={name} validateStatus={errors[name] ? 'error' : undefined} help={errors[name]?.message}>
                <Input id={name} {...field} maxLength={40} autoComplete="off" placeholder={placeholder} />
              </Form.Item>
            )}
          />
        ))}
        <Button type="primary" htmlType="submit" icon={<SearchOutlined />} loading={isSubmitting}>
          Consultar
        </Button>
      </Form>
      <div aria-live="polite" style={{ marginTop: 24 }}>
        {error && <Alert type="error" showIcon title={error} />}
        {result && (
          <Descriptions
            bordered
            column={1}
            items={[
              { key: 'protocolo', label: 'Protocolo', children: result.numerodemanda },
              { key: 'situacao', label: 'Situação', children: <StatusBadge status={result.status} /> },
              { key: 'data', label: 'Enviada em', children: formatDateTime(result.createdAt) },
            ]}
          />
        )}
      </div>
      <Typography.Paragraph style={{ marginTop: 24 }}>
        <Link to={wizardPath}>Fazer uma denúncia</Link>
      </Typography.Paragraph>
    </Panel>
  );
}
