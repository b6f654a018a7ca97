import { useState } from 'react';
import { Alert, Button, Descriptions, Form, Input, Typography } from 'antd';
import { carriedFollowUp } from '../../shared/follow-up-carried';
import { Panel } from '../../shared/panel';
import SearchOutlined from '@ant-design/icons/SearchOutlined';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useLocation } from 'react-router-dom';
import { type ComplaintFollowUpRequest, complaintFollowUpRequestSchema, type ComplaintFollowUpResponse } from '@sisacte/contracts/denuncias/follow-up';
import { useFormat, usePublicLanguage, useShownLanguage } from '@sisacte/ui/i18n';
import { useMessage, useT } from '../../i18n';
import { followUp } from './api';
import { StatusBadge } from './status-badge';

/** The two codes the receipt gave, in the order they are asked. */
const FOLLOW_UP_FIELDS = [
  { name: 'numerodemanda', label: 'followUp.protocol', placeholder: 'DEN-2026-000123' },
  { name: 'codigo', label: 'followUp.code', placeholder: 'XXXX-XXXX-XXXX' },
] as const;

/**
 * Anonymous follow-up: the protocol number and the receipt code show the complaint's status and
 * nothing else. A wrong pair never says which part was wrong. In the page's language; its title is the page's
 * `<h1>`.
 */
export function FollowUpPage(props: { wizardPath: string }) {
  return <FollowUp {...props} />;
}

function FollowUp({ wizardPath }: { wizardPath: string }) {
  const { t } = useT();
  const message = useMessage();
  const format = useFormat();
  const language = useShownLanguage();
  const { href } = usePublicLanguage();
  const carried = carriedFollowUp(useLocation().state);
  const [result, setResult] = useState<ComplaintFollowUpResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ComplaintFollowUpRequest>({
    defaultValues: { numerodemanda: '', codigo: '', ...carried },
    resolver: zodResolver(complaintFollowUpRequestSchema),
  });

  async function submit(values: ComplaintFollowUpRequest) {
    setError(null);
    setResult(null);
    try {
      setResult(await followUp(values, language));
    } catch (e) {
      // worded when drawn: a client's own line (no connection…) follows a language picked after it
      setError((e as Error).message || null);
    }
  }

  return (
    <Panel>
      <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }}>
        {t('followUp.title')}
      </Typography.Title>
      <Typography.Paragraph>{t('followUp.intro')}</Typography.Paragraph>
      <Form layout="vertical" onFinish={handleSubmit(submit)} aria-label={t('followUp.title')} style={{ maxWidth: 420 }}>
        {FOLLOW_UP_FIELDS.map(({ name, label, placeholder }) => (
          <Controller
            key={name}
            name={name}
            control={control}
            render={({ field }) => (
              <Form.Item label={t(label)} required htmlFor={name} validateStatus={errors[name] ? 'error' : undefined} help={message(errors[name]?.message)}>
                <Input id={name} {...field} maxLength={40} autoComplete="off" placeholder={placeholder} />
              </Form.Item>
            )}
          />
        ))}
        <Button type="primary" htmlType="submit" icon={<SearchOutlined />} loading={isSubmitting}>
          {t('followUp.submit')}
        </Button>
      </Form>
      <div aria-live="polite" style={{ marginTop: 24 }}>
        {error && <Alert type="error" showIcon title={message(error)} />}
        {result && (
          <Descriptions
            bordered
            column={1}
            items={[
              { key: 'protocolo', label: t('followUp.resultProtocol'), children: result.numerodemanda },
              { key: 'situacao', label: t('followUp.resultStatus'), children: <StatusBadge status={result.status} /> },
              { key: 'data', label: t('followUp.resultSentAt'), children: format.dateTime(result.createdAt) },
            ]}
          />
        )}
      </div>
      <Typography.Paragraph style={{ marginTop: 24 }}>
        <Link to={href(wizardPath)}>{t('followUp.newComplaint')}</Link>
      </Typography.Paragraph>
    </Panel>
  );
}
