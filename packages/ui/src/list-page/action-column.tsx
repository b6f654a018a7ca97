import type { ReactNode } from 'react';
import { Button, Space, Tooltip, type ButtonProps, type TableColumnType } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';

/** One button of a row's 'Ação' cell: an icon with a tooltip. */
export interface RowAction {
  /** The tooltip: what the button does ('Editar'). */
  title: string;
  /** What a screen reader announces: the action and the row ('Editar Maria'). */
  label: string;
  icon: ReactNode;
  onClick: () => void;
  danger?: boolean;
  disabled?: boolean;
  size?: ButtonProps['size'];
  /** Text beside the icon. */
  text?: ReactNode;
}

/** A row's actions: one button alone, several side by side, none an empty cell. */
export function RowActions({ actions }: { actions: readonly RowAction[] }) {
  const buttons = actions.map(({ title, label, text, ...button }) => (
    <Tooltip key={title} title={title}>
      <Button aria-label={label} {...button}>
        {text}
      </Button>
    </Tooltip>
  ));
  if (buttons.length === 0) return null;
  return buttons.length === 1 ? buttons[0] : <Space>{buttons}</Space>;
}

/** The 'Ação' column of a table: the buttons `actionsOf` gives for each row; `column` adds width, pinning and the like. */
export function actionColumn<T>(
  actionsOf: (row: T) => readonly RowAction[],
  column: Omit<TableColumnType<T>, 'title' | 'key' | 'render'> = {},
): TableColumnType<T> {
  return { title: 'Ação', key: 'acao', ...column, render: (_, row) => <RowActions actions={actionsOf(row)} /> };
}

/** 'Editar' with its pencil; `label` names the row for screen readers ('Editar Maria'). */
export const editAction = (label: string, onClick: () => void): RowAction => ({ title: 'Editar', label, icon: <EditOutlined />, onClick });

/** 'Excluir' in red with its bin (useRowDelete asks before deleting). */
export const deleteAction = (label: string, onClick: () => void): RowAction => ({ title: 'Excluir', label, icon: <DeleteOutlined />, danger: true, onClick });

export interface EditDeleteOptions {
  /** How the row is named after the action: 'Maria' gives 'Editar Maria', 'a estadia de Maria' 'Editar a estadia de Maria'. */
  name: string;
  edit: () => void;
  remove: () => void;
  /** Buttons between 'Editar' and 'Excluir'. */
  between?: readonly RowAction[];
}

/** A row's usual buttons: 'Editar', any of its own, then 'Excluir'. */
export function editDeleteActions({ name, edit, remove, between = [] }: EditDeleteOptions): RowAction[] {
  return [editAction(`Editar ${name}`, edit), ...between, deleteAction(`Excluir ${name}`, remove)];
}
