import { Button } from 'antd';
import ReloadOutlined from '@ant-design/icons/ReloadOutlined';
import WarningFilled from '@ant-design/icons/WarningFilled';
import { StatusPanel } from './status-panel';

export interface RemoteFallbackProps {
  /** Human label of the module, e.g. 'Acolhimento'. */
  label: string;
  onRetry: () => void;
  retrying?: boolean;
  /** The texts in the page's language (a public page in Spanish); each defaults to the staff's Portuguese. */
  title?: string;
  subTitle?: string;
  retryLabel?: string;
}

/** What the content area shows when a remote fails to load, mount or render. */
export function RemoteFallback({ label, onRetry, retrying, title, subTitle, retryLabel }: RemoteFallbackProps) {
  return (
    <StatusPanel
      icon={<WarningFilled />}
      tone="warning"
      title={title ?? 'Não foi possível carregar este módulo'}
      subTitle={subTitle ?? `O módulo ${label} está indisponível no momento. As demais áreas continuam funcionando.`}
      extra={
        <Button type="primary" icon={<ReloadOutlined />} loading={retrying} onClick={onRetry}>
          {retryLabel ?? 'Tentar novamente'}
        </Button>
      }
      role="alert"
    />
  );
}

/** Labels of the remotes, for messages. */
export const REMOTE_LABELS: Record<string, string> = {
  'mf-denuncias': 'Denúncias',
  'mf-acolhimento': 'Acolhimento',
  'mf-autodiagnostico': 'Autodiagnóstico',
  'mf-relatorios': 'Relatórios',
  'mf-painel': 'Painel',
};
