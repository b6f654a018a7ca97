import type { ReactNode } from 'react';
import { Form } from 'antd';
import { FormProvider, type FieldValues, type Resolver, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormActions } from '@sisacte/ui';

/** What a record's form takes from its page (useEntityFormPage's `form`), and the values it starts from. */
export interface RecordFormProps<V> {
  initial: V;
  /** The form's name for screen readers: the page's title ('Novo curso'). */
  title: string;
  /** Sends the values; a refusal is shown by the page. */
  onSubmit: (values: V) => Promise<void>;
  onCancel: () => void;
}

/** A contract's schema as a form's resolver: its rules and messages, on the values as the form holds them. */
export function contractResolver<V extends FieldValues>(schema: Parameters<typeof zodResolver>[0]): Resolver<V> {
  return zodResolver(schema, undefined, { raw: true }) as unknown as Resolver<V>;
}

export interface RecordFormFrameProps<V extends FieldValues> extends Omit<RecordFormProps<V>, 'initial'> {
  /** The form's state (react-hook-form's useForm), also given to the fields through its context. */
  form: UseFormReturn<V>;
  children: ReactNode;
}

/** A record's form: its fields, then 'Cancelar' and 'Salvar' ('Salvar' busy while sending). */
export function RecordForm<V extends FieldValues>({ form, title, onSubmit, onCancel, children }: RecordFormFrameProps<V>) {
  return (
    <FormProvider {...form}>
      <Form layout="vertical" onFinish={form.handleSubmit(onSubmit)} aria-label={title}>
        {children}
        <FormActions onCancel={onCancel} submitting={form.formState.isSubmitting} />
      </Form>
    </FormProvider>
  );
}
