import { Col, Form, Input, Row } from 'antd';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { courseCreateSchema } from '@sisacte/contracts/acolhimento/courses';
import { FieldItem, FormActions, LazyDateField } from '@sisacte/ui';
import { type CourseFormValues } from './course-form-values';

/** The contract's rules, the end not before the start among them. */
const resolver = zodResolver(courseCreateSchema, undefined, { raw: true }) as unknown as Resolver<CourseFormValues>;

export interface CourseFormProps {
  initial: CourseFormValues;
  title: string;
  onSubmit: (values: CourseFormValues) => Promise<void>;
  onCancel: () => void;
}

/** A course's name, description, and start and end days (DD/MM/AAAA; the end not before the start). */
export function CourseForm({ initial, title, onSubmit, onCancel }: CourseFormProps) {
  const { control, handleSubmit, watch, formState: { errors, isSubmitting } } = useForm<CourseFormValues>({ defaultValues: initial, resolver });
  const start = watch('dateIni');
  return (
    <Form layout="vertical" onFinish={handleSubmit(onSubmit)} aria-label={title}>
      <Row gutter={16}>
        <Col xs={24} lg={12}>
          <Controller name="name" control={control} render={({ field }) => (
            <FieldItem label="Nome do curso" required htmlFor="curso-nome" error={errors.name?.message}>
              <Input id="curso-nome" value={field.value} onChange={field.onChange} onBlur={field.onBlur} maxLength={150} autoComplete="off" />
            </FieldItem>
          )} />
        </Col>
        <Col xs={12} lg={6}>
          <Controller name="dateIni" control={control} render={({ field }) => (
            <FieldItem label="Data de início" htmlFor="curso-inicio" error={errors.dateIni?.message}>
              <LazyDateField id="curso-inicio" value={field.value} onChange={field.onChange} onBlur={field.onBlur} />
            </FieldItem>
          )} />
        </Col>
        <Col xs={12} lg={6}>
          <Controller name="dateEnd" control={control} render={({ field }) => (
            <FieldItem label="Data de término" htmlFor="curso-termino" error={errors.dateEnd?.message}>
              <LazyDateField id="curso-termino" value={field.value} onChange={field.onChange} onBlur={field.onBlur} min={start ?? undefined} />
            </FieldItem>
          )} />
        </Col>
        <Col xs={24}>
          <Controller name="description" control={control} render={({ field }) => (
            <FieldItem label="Descrição" htmlFor="curso-descricao" error={errors.description?.message}>
              <Input.TextArea id="curso-descricao" value={field.value} onChange={field.onChange} onBlur={field.onBlur} rows={4} maxLength={2000} showCount />
            </FieldItem>
          )} />
        </Col>
      </Row>
      <FormActions onCancel={onCancel} submitting={isSubmitting} />
    </Form>
  );
}
