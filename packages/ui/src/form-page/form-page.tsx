import type { ReactNode } from 'react';
import { Button, Card, Flex, Modal, Result, Skeleton, Space } from 'antd';
import { PageHeader, type PageHeaderProps } from '../page-header';

export interface FormPageProps {
  title: string;
  breadcrumb?: PageHeaderProps['breadcrumb'];
  /** The header's buttons (a PDF, delete, restore). */
  actions?: ReactNode;
  /** Why the record cannot be shown: a warning with a way back instead of the form. */
  loadError?: string | null;
  onBack: () => void;
  backLabel?: string;
  /** The record is still loading: a skeleton instead of the form. */
  loading?: boolean;
  /** Between the header and the form: the record's status, notices. */
  banner?: ReactNode;
  children: ReactNode;
}

/** A form screen: header, a banner, and the form (or its tabs) in a card; a skeleton while loading. */
export function FormPage({ title, breadcrumb, actions, loadError, onBack, backLabel = 'Voltar para a lista', loading, banner, children }: FormPageProps) {
  if (loadError) {
    return <Result status="warning" title={loadError} extra={<Button onClick={onBack}>{backLabel}</Button>} />;
  }
  return (
    <>
      <PageHeader title={title} breadcrumb={breadcrumb} extra={actions} />
      {banner}
      <Card styles={{ body: { padding: 'clamp(12px, 3vw, 24px)' } }}>{loading ? <Skeleton active /> : children}</Card>
    </>
  );
}

export interface FormActionsProps {
  onCancel: () => void;
  submitting: boolean;
}

/** 'Cancelar' and 'Salvar' at the foot of a form; Cancelar stays usable when the form is disabled. */
export function FormActions({ onCancel, submitting }: FormActionsProps) {
  return (
    <Flex justify="end">
      <Space>
        <Button onClick={onCancel} disabled={false}>
          Cancelar
        </Button>
        <Button type="primary" htmlType="submit" loading={submitting}>
          Salvar
        </Button>
      </Space>
    </Flex>
  );
}

export interface AfterSaveChoice {
  label: string;
  icon?: ReactNode;
  primary?: boolean;
  onChoose: () => void;
}

export interface AfterSaveDialogProps {
  open: boolean;
  /** e.g. 'Pessoa Cadastrada! O que deseja fazer agora?' */
  title: string;
  choices: AfterSaveChoice[];
}

/** After a new record is saved: where to go next, one button per choice; it closes only by choosing. */
export function AfterSaveDialog({ open, title, choices }: AfterSaveDialogProps) {
  return (
    <Modal open={open} title={title} closable={false} mask={{ closable: false }} footer={null}>
      {open && (
        <Flex vertical gap={8} style={{ marginTop: 12 }}>
          {choices.map((c) => (
            <Button key={c.label} block type={c.primary ? 'primary' : 'default'} icon={c.icon} onClick={c.onChoose}>
              {c.label}
            </Button>
          ))}
        </Flex>
      )}
    </Modal>
  );
}
