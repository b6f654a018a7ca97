import { useEffect, useState } from 'react';
import { AutoComplete, Button, Card, Col, Form, Input, InputNumber, Radio, Result, Row, Skeleton } from 'antd';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router-dom';
import { INDICATOR_CATEGORIES, indicatorUpsertSchema, MAX_INDICATOR_PESO } from '@sisacte/contracts/denuncias/indicators';
import { ApiError } from '@sisacte/api-client';
import { FormActions, PageHeader, ServerErrors, useRouteId, useSuccessDialog } from '@sisacte/ui';
import { DENUNCIAS_PATHS } from '../../paths';
import { getIndicator, saveIndicator } from './api';

interface IndicatorFormValues {
  nome: string;
  descricao: string;
  peso: number | null;
  categoria_indicador: string;
  status: 0 | 1;
}

const empty: IndicatorFormValues = { nome: '', descricao: '', peso: null, categoria_indicador: '', status: 1 };

/** /admin/indicadores/novo and /admin/indicadores/edit/{id}. */
export function IndicatorFormPage() {
  const { id, editing } = useRouteId();
  const navigate = useNavigate();
  const success = useSuccessDialog();
  const [loaded, setLoaded] = useState(!editing);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const {
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<IndicatorFormValues>({
    defaultValues: empty,
    resolver: zodResolver(indicatorUpsertSchema) as unknown as Resolver<IndicatorFormValues>,
  });

  useEffect(() => {
    if (id === null) return;
    if (!Number.isInteger(id) || id <= 0) {
      setLoadError('Indicador não encontrado');
      return;
    }
    getIndicator(id)
      .then((i) => {
        reset({ nome: i.nome, descricao: i.descricao ?? '', peso: i.peso, categoria_indicador: i.categoria_indicador, status: i.status === 0 ? 0 : 1 });
        setLoaded(true);
      })
      .catch((e: Error) => setLoadError(e.message));
  }, [id, reset]);

  async function submit(values: IndicatorFormValues) {
    setServerErrors([]);
    try {
      await saveIndicator({ ...values, peso: values.peso as number, ...(editing ? { id: id! } : {}) });
      await success(editing ? 'Dados atualizados!' : 'Indicador Cadastrado!');
      navigate(DENUNCIAS_PATHS.indicadores);
    } catch (error) {
      setServerErrors(error instanceof ApiError ? error.messages : [(error as Error).message]);
    }
  }

  const title = editing ? 'Editar indicador' : 'Novo indicador';
  if (loadError) {
    return <Result status="warning" title={loadError} extra={<Button onClick={() => navigate(DENUNCIAS_PATHS.indicadores)}>Voltar à lista</Button>} />;
  }
  return (
    <>
      <PageHeader title={title} breadcrumb={[{ title: 'Denúncias' }, { title: 'Indicadores' }, { title }]} />
      <Card>
        {!loaded ? (
          <Skeleton active />
        ) : (
          <Form layout="vertical" onFinish={handleSubmit(submit)} aria-label={title}>
            <ServerErrors messages={serverErrors} />
            <Row gutter={16}>
              <Col xs={24} md={16}>
                <Controller name="nome" control={control} render={({ field }) => (
                  <Form.Item label="Nome" required htmlFor="ind-nome" validateStatus={errors.nome ? 'error' : undefined} help={errors.nome?.message}>
                    <Input id="ind-nome" {...field} maxLength={200} autoComplete="off" />
                  </Form.Item>
                )} />
              </Col>
              <Col xs={24} md={8}>
                <Controller name="peso" control={control} render={({ field }) => (
                  <Form.Item label="Peso" required htmlFor="ind-peso" validateStatus={errors.peso ? 'error' : undefined} help={errors.peso?.message}
                    extra={`De 0 a ${MAX_INDICATOR_PESO}; soma no IRTE da denúncia`}>
                    <InputNumber id="ind-peso" min={0} max={MAX_INDICATOR_PESO} precision={0} style={{ width: '100%' }} value={field.value} onChange={field.onChange} onBlur={field.onBlur} />
                  </Form.Item>
                )} />
              </Col>
              <Col xs={24} md={16}>
                <Controller name="categoria_indicador" control={control} render={({ field }) => (
                  <Form.Item label="Categoria" required htmlFor="ind-categoria" validateStatus={errors.categoria_indicador ? 'error' : undefined} help={errors.categoria_indicador?.message}>
                    <AutoComplete id="ind-categoria" value={field.value} onChange={field.onChange} onBlur={field.onBlur} maxLength={120}
                      options={INDICATOR_CATEGORIES.map((c) => ({ value: c }))} filterOption={(input, o) => !!o?.value.toLowerCase().includes(input.toLowerCase())} />
                  </Form.Item>
                )} />
              </Col>
              <Col xs={24} md={8}>
                <Controller name="status" control={control} render={({ field }) => (
                  <Form.Item label="Situação" htmlFor="ind-status">
                    <Radio.Group id="ind-status" value={field.value} onChange={(e) => field.onChange(e.target.value)}
                      options={[{ value: 1, label: 'Ativo' }, { value: 0, label: 'Inativo' }]} />
                  </Form.Item>
                )} />
              </Col>
              <Col xs={24}>
                <Controller name="descricao" control={control} render={({ field }) => (
                  <Form.Item label="Descrição" htmlFor="ind-descricao" validateStatus={errors.descricao ? 'error' : undefined} help={errors.descricao?.message}>
                    <Input.TextArea id="ind-descricao" {...field} maxLength={1000} autoSize={{ minRows: 3, maxRows: 8 }} />
                  </Form.Item>
                )} />
              </Col>
            </Row>
            <FormActions onCancel={() => navigate(DENUNCIAS_PATHS.indicadores)} submitting={isSubmitting} />
          </Form>
        )}
      </Card>
    </>
  );
}
