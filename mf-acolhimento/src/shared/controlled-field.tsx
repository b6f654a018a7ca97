import type { ReactNode } from 'react';
import { Col } from 'antd';
import { Controller, type Control, type ControllerRenderProps, type FieldValues, type Path } from 'react-hook-form';
import { FieldItem, LazyDateField } from '@sisacte/ui';

export interface ControlledFieldProps<T extends FieldValues, K extends Path<T>> {
  control: Control<T>;
  name: K;
  /** The control's id, which the label points at. */
  id: string;
  label: ReactNode;
  /** The field's error (react-hook-form `errors.x?.message`). */
  error?: string;
  required?: boolean;
  extra?: ReactNode;
  /** The columns (of 24) the field takes in its row from tablets and desktops up; phones give it the whole row. Without it, no column. */
  col?: { sm?: number; md?: number; lg?: number };
  /** The control, given the form's field and the id. */
  children: (field: ControllerRenderProps<T, K>, id: string) => ReactNode;
}

/** One field of a react-hook-form form: label, control, and its error under it. */
export function ControlledField<T extends FieldValues, K extends Path<T>>({ control, name, id, label, error, required, extra, col, children }: ControlledFieldProps<T, K>) {
  const item = (
    <Controller name={name} control={control} render={({ field }) => (
      <FieldItem label={label} required={required} htmlFor={id} error={error} extra={extra}>
        {children(field, id)}
      </FieldItem>
    )} />
  );
  return col ? <Col xs={24} {...col}>{item}</Col> : item;
}

export interface DateFieldProps<T extends FieldValues, K extends Path<T>> extends Omit<ControlledFieldProps<T, K>, 'children'> {
  /** The first and last days the calendar offers (YYYY-MM-DD). */
  min?: string;
  max?: string;
}

/** A day (typed DD/MM/AAAA or picked), kept as YYYY-MM-DD. */
export function DateField<T extends FieldValues, K extends Path<T>>({ min, max, ...props }: DateFieldProps<T, K>) {
  return (
    <ControlledField {...props}>
      {(field) => <LazyDateField id={props.id} value={field.value} onChange={field.onChange} onBlur={field.onBlur} min={min} max={max} />}
    </ControlledField>
  );
}
