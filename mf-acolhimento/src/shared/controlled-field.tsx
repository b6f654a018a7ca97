import type { ReactNode } from 'react';
import { Col, Input, type InputProps } from 'antd';
import { Controller, type Control, type ControllerRenderProps, type FieldError, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { FieldItem, LazyDateField } from '@sisacte/ui';

/** A field's columns (of 24) in its row, by screen width. */
export interface FieldColumns {
  xs?: number;
  sm?: number;
  md?: number;
  lg?: number;
}

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
  /** The columns (of 24) the field takes in its row, the whole row on phones unless `xs` says otherwise. Without it, no column. */
  col?: FieldColumns;
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
  /** The day an empty calendar opens on (a range's end: its start's). */
  openOn?: string | null;
  /** Why a day before `min` / after `max` cannot be picked, in the form's words. */
  rangeHints?: { min?: string; max?: string };
}

/** What a control needs of its form field. */
type FieldControl = Pick<ControllerRenderProps, 'value' | 'onChange' | 'onBlur'>;

/** ControlledField's one-line text control: the field's text, at most `maxLength` characters, no browser autofill. */
export const textInput = (maxLength: number, props: Pick<InputProps, 'inputMode' | 'placeholder'> = {}) => (field: FieldControl, id: string) => (
  <Input id={id} value={field.value} onChange={field.onChange} onBlur={field.onBlur} maxLength={maxLength} autoComplete="off" {...props} />
);

/** ControlledField's text area of `rows` lines, at most `maxLength` characters, counted as they are typed. */
export const textArea = (maxLength: number, rows: number) => (field: FieldControl, id: string) => (
  <Input.TextArea id={id} value={field.value} onChange={field.onChange} onBlur={field.onBlur} rows={rows} maxLength={maxLength} showCount />
);

/** A day (typed DD/MM/AAAA or picked), kept as YYYY-MM-DD. */
export function DateField<T extends FieldValues, K extends Path<T>>({ min, max, openOn, rangeHints, ...props }: DateFieldProps<T, K>) {
  return (
    <ControlledField {...props}>
      {(field) => (
        <LazyDateField id={props.id} value={field.value} onChange={field.onChange} onBlur={field.onBlur} min={min} max={max} openOn={openOn} rangeHints={rangeHints} />
      )}
    </ControlledField>
  );
}

/**
 * The props of a form's fields for ControlledField: `field(name, col)` gives the field's control, its id
 * (`<prefix>-<name>`), its error and its columns (`col` over `columns`, the form's usual ones).
 */
export function fieldsOf<T extends FieldValues>(form: UseFormReturn<T>, prefix: string, columns: FieldColumns = {}) {
  const { control, formState: { errors } } = form;
  return <K extends Path<T> & keyof T & string>(name: K, col: FieldColumns = {}) => ({
    control,
    name,
    id: `${prefix}-${name}`,
    error: (errors[name] as FieldError | undefined)?.message,
    col: { ...columns, ...col },
  });
}
