import { Button } from 'antd';
import ReloadOutlined from '@ant-design/icons/ReloadOutlined';
import WarningFilled from '@ant-design/icons/WarningFilled';
import { StatusPanel } from './status-panel';

export interface RemoteFallbackProps {
  /** Human label of the module, e.g. 'Acolhimento'. */
  label: string;
  onRetry: () => void;
  retrying?: boolean;
}

/** What the content area shows when a remote fails to load, mount or render. */
export function RemoteFallback({ label, onRetry, retrying }: RemoteFallbackProps) {
  return (
    <StatusPanel
      icon={<WarningFilled />}
      tone="warning"
      title="Não foi possível carregar este módulo"
      subTitle={`O módulo ${label} está indisponível no momento. As demais áreas continuam funcionando.`}
      extra={
        <Button type="primary" icon={<ReloadOutlined />} loading={retrying} onClick={onRetry}>
          Tentar novamente
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
