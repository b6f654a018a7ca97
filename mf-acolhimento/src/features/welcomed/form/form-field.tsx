import type { ReactNode } from 'react';
import { Controller, useFormContext, type ControllerRenderProps } from 'react-hook-form';
import { FieldItem } from '@sisacte/ui';
import type { WelcomedFormValues } from './welcomed-form-values';

export interface FormFieldProps<K extends keyof WelcomedFormValues> {
  name: K;
  label: string;
  required?: boolean;
  extra?: ReactNode;
  /** The control, given the form's field and the id the label points at (`cadastro-<name>`). */
  children: (field: ControllerRenderProps<WelcomedFormValues, K>, id: string) => ReactNode;
}

/** One field of the person's form: its label, its control, and its error under it. */
export function FormField<K extends keyof WelcomedFormValues>({ name, label, required, extra, children }: FormFieldProps<K>) {
  const {
    control,
    formState: { errors },
  } = useFormContext<WelcomedFormValues>();
  const id = `cadastro-${name}`;
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <FieldItem label={label} required={required} error={errors[name]?.message} htmlFor={id} extra={extra}>
          {children(field, id)}
        </FieldItem>
      )}
    />
  );
}
