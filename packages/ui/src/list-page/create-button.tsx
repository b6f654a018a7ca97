import type { ReactNode } from 'react';
import { Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';

export interface CreateButtonProps {
  /** 'Novo curso', 'Nova operação'. */
  label: string;
  onClick: () => void;
  /** A plus unless given. */
  icon?: ReactNode;
}

/** A list's primary button, which opens the form of a new record. */
export function CreateButton({ label, onClick, icon = <PlusOutlined /> }: CreateButtonProps) {
  return (
    <Button type="primary" icon={icon} onClick={onClick}>
      {label}
    </Button>
  );
}
