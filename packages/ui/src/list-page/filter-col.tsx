import type { ReactNode } from 'react';
import { Col, Form } from 'antd';

export interface FilterColProps {
  label: ReactNode;
  /** The control's id, which the label points at. */
  htmlFor: string;
  /** Columns on large screens (of 24). */
  span?: number;
  /** Columns on phones (of 24). */
  xs?: number;
  children: ReactNode;
}

/** One labelled filter in the filter box's grid. */
export function FilterCol({ label, htmlFor, span = 6, xs = 24, children }: FilterColProps) {
  return (
    <Col xs={xs} sm={12} lg={span}>
      <Form.Item label={label} htmlFor={htmlFor} style={{ marginBottom: 12 }}>
        {children}
      </Form.Item>
    </Col>
  );
}
