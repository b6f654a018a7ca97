import type { ReactNode } from 'react';
import { Badge, Button, Collapse, Flex, Space } from 'antd';
import { SearchOutlined } from '@ant-design/icons';

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

export interface FilterFormProps {
  /** 'Buscar', or Enter in a text field (Enter in a date field confirms the date and moves on). */
  onSearch: () => void;
  /** 'Limpar': back to the list's default filters. */
  onClear: () => void;
  /** The filter fields. */
  children: ReactNode;
}

/** The fields of a list's filter box, with 'Limpar' and 'Buscar'; Enter in a text field searches too (in a date field it confirms the date and moves to the next field). */
export function FilterForm({ onSearch, onClear, children }: FilterFormProps) {
  return (
    <form
      aria-label="Filtros"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch();
      }}
    >
      {children}
      <Flex justify="end" gap={8}>
        <Button onClick={onClear}>Limpar</Button>
        <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
          Buscar
        </Button>
      </Flex>
    </form>
  );
}
