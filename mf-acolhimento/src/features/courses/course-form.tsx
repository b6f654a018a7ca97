import { Col, Form, Input, Row } from 'antd';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { courseCreateSchema } from '@sisacte/contracts/acolhimento/courses';
import { FormActions } from '@sisacte/ui';
import { ControlledField, DateField } from '../../shared/controlled-field';
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
          <ControlledField control={control} name="name" id="curso-nome" label="Nome do curso" required error={errors.name?.message}>
            {(field) => <Input id="curso-nome" value={field.value} onChange={field.onChange} onBlur={field.onBlur} maxLength={150} autoComplete="off" />}
          </ControlledField>
        </Col>
        <Col xs={12} lg={6}>
          <DateField control={control} name="dateIni" id="curso-inicio" label="Data de início" error={errors.dateIni?.message} />
        </Col>
        <Col xs={12} lg={6}>
          <DateField control={control} name="dateEnd" id="curso-termino" label="Data de término" error={errors.dateEnd?.message} min={start ?? undefined} />
        </Col>
        <Col xs={24}>
          <ControlledField control={control} name="description" id="curso-descricao" label="Descrição" error={errors.description?.message}>
            {(field) => <Input.TextArea id="curso-descricao" value={field.value} onChange={field.onChange} onBlur={field.onBlur} rows={4} maxLength={2000} showCount />}
          </ControlledField>
        </Col>
      </Row>
      <FormActions onCancel={onCancel} submitting={isSubmitting} />
    </Form>
  );
}
