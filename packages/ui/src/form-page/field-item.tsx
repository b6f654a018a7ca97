import type { ReactNode } from 'react';
import { Form } from 'antd';

export interface FieldItemProps {
  label: ReactNode;
  /** The field's error message (react-hook-form `errors.x?.message`). */
  error?: string;
  required?: boolean;
  extra?: ReactNode;
  htmlFor?: string;
  children: ReactNode;
}

/** An antd form row driven by react-hook-form: label, control, and the field's error. */
export function FieldItem({ label, error, required, extra, htmlFor, children }: FieldItemProps) {
  return (
    <Form.Item
      label={label}
      required={required}
      validateStatus={error ? 'error' : undefined}
      help={error}
      extra={extra}
      htmlFor={htmlFor}
    >
      {children}
    </Form.Item>
  );
}
