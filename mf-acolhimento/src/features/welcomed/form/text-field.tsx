import { Input } from 'antd';
import { Controller, useFormContext } from 'react-hook-form';
import { FieldItem } from '@sisacte/ui';
import type { WelcomedFormValues } from './welcomed-form-values';

type TextKey = { [K in keyof WelcomedFormValues]: WelcomedFormValues[K] extends string ? K : never }[keyof WelcomedFormValues];

export interface TextFieldProps {
  name: TextKey;
  label: string;
  maxLength: number;
  required?: boolean;
}

/** A free-text field of the person's form, with its error under it. */
export function TextField({ name, label, maxLength, required }: TextFieldProps) {
  const {
    control,
    formState: { errors },
  } = useFormContext<WelcomedFormValues>();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <FieldItem label={label} required={required} error={errors[name]?.message} htmlFor={`cadastro-${name}`}>
          <Input id={`cadastro-${name}`} value={field.value ?? ''} onChange={field.onChange} onBlur={field.onBlur} maxLength={maxLength}
            autoComplete="off" />
        </FieldItem>
      )}
    />
  );
}
