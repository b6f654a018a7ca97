import { Col, Input } from 'antd';
import { FormField } from './form-field';
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
  return (
    <FormField name={name} label={label} required={required}>
      {(field, id) => (
        <Input id={id} value={field.value ?? ''} onChange={field.onChange} onBlur={field.onBlur} maxLength={maxLength} autoComplete="off" />
      )}
    </FormField>
  );
}

/** A text field and the columns (of 24) it takes from tablets (`sm`) and desktops (`lg`) up; phones give it the whole row. */
export interface TextColumn extends TextFieldProps {
  sm?: number;
  lg: number;
}

/** Free-text fields side by side, one column each. */
export function TextFieldColumns({ fields }: { fields: readonly TextColumn[] }) {
  return fields.map(({ sm, lg, ...field }) => (
    <Col key={field.name} xs={24} sm={sm} lg={lg}>
      <TextField {...field} />
    </Col>
  ));
}
