import type { ReactNode } from 'react';
import { Badge, Collapse, Space } from 'antd';

export interface FilterBoxProps {
  /** How many filters are set (shown as a badge while the box is closed). */
  count: number;
  defaultOpen: boolean;
  children: ReactNode;
}

/** The collapsible 'Filtros' box of list screens and search modals. */
export function FilterBox({ count, defaultOpen, children }: FilterBoxProps) {
  return (
    <Collapse
      style={{ marginBottom: 16 }}
      defaultActiveKey={defaultOpen ? ['filtros'] : []}
      items={[
        {
          key: 'filtros',
          label: (
            <Space>
              Filtros
              {count > 0 && <Badge count={count} color="#1351b4" />}
            </Space>
          ),
          children,
        },
      ]}
    />
  );
}
