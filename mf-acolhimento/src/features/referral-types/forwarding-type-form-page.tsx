import { Form, Input } from 'antd';
import { useForm, Controller, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type ForwardingType,
  forwardingTypeCreateSchema,
  FORWARDING_TYPE_MESSAGES,
  FORWARDING_TYPE_NOT_FOUND_MESSAGE,
} from '@sisacte/contracts/acolhimento/forwarding-types';
import { FieldItem, FormActions, FormPage, ServerErrors, useEntityPage, useServerErrors } from '@sisacte/ui';
import { FORWARDING_TYPE_PATHS } from '../../shared/paths';
import { forwardingTypeApi } from './api';

interface TypeFormValues {
  title: string;
}

const resolver = zodResolver(forwardingTypeCreateSchema) as unknown as Resolver<TypeFormValues>;

function ForwardingTypeForm({ initial, title, onSubmit, onCancel }: {
  initial: TypeFormValues;
  title: string;
  onSubmit: (values: TypeFormValues) => Promise<void>;
  onCancel: () => void;
}) {
  const { control, handleSubmit, watch, formState: { errors, isSubmitting } } = useForm<TypeFormValues>({ defaultValues: initial, resolver });
  // 'Já existe o tipo de encaminhamento …' is about the title: it goes when the title changes
  const serverErrors = useServerErrors({ fieldOf: () => 'title', watch });
  return (
    <Form layout="vertical" onFinish={handleSubmit((v) => serverErrors.run(() => onSubmit(v)))} aria-label={title}>
      <ServerErrors messages={serverErrors.messages} />
      <Controller name="title" control={control} render={({ field }) => (
        <FieldItem label="Título" required htmlFor="tipo-encaminhamento-titulo" error={errors.title?.message}>
          <Input id="tipo-encaminhamento-titulo" {...field} maxLength={100} autoComplete="off" />
        </FieldItem>
      )} />
      <FormActions onCancel={onCancel} submitting={isSubmitting} />
    </Form>
  );
}

/** /admin/tipos-encaminhamentos/cadastrar and /{forwarding_type_id}: the title; after saving, back to the list. */
export function ForwardingTypeFormPage() {
  const type = useEntityPage<ForwardingType, TypeFormValues>({
    param: 'forwarding_type_id',
    listPath: FORWARDING_TYPE_PATHS.list,
    api: {
      get: forwardingTypeApi.get,
      create: (v) => forwardingTypeApi.create({ title: v.title }),
      update: (v) => forwardingTypeApi.update({ id: v.id, title: v.title }),
    },
    messages: FORWARDING_TYPE_MESSAGES,
    notFoundMessage: FORWARDING_TYPE_NOT_FOUND_MESSAGE,
  });
  const title = type.editing ? 'Editar tipo de encaminhamento' : 'Novo tipo de encaminhamento';
  return (
    <FormPage
      title={title}
      breadcrumb={[{ title: 'Acolhimento' }, { title: 'Tipos de Encaminhamento' }, { title: type.editing ? 'Editar' : 'Cadastrar' }]}
      loadError={type.loadError}
      onBack={type.backToList}
      loading={type.loading}
    >
      <ForwardingTypeForm key={type.version} initial={{ title: type.record?.title ?? '' }} title={title} onSubmit={type.save} onCancel={type.backToList} />
    </FormPage>
  );
}
