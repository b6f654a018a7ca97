import { Button } from 'antd';
import ReloadOutlined from '@ant-design/icons/ReloadOutlined';
import WarningFilled from '@ant-design/icons/WarningFilled';
import { useUiT } from './i18n/ui-text';
import pt from './i18n/ui-locales/pt.json';
import { StatusPanel } from './status-panel';

export interface RemoteFallbackProps {
  /** The remote that failed, e.g. 'mf-acolhimento' (named in the message by its label). */
  remote: string;
  onRetry: () => void;
  retrying?: boolean;
}

/** Labels of the remotes in Portuguese, for messages (the kit's catalogue has them in the public pages' languages). */
export const REMOTE_LABELS: Record<string, string> = pt.remote.modules;

/**
 * What the content area shows when a remote fails to load, mount or render: in Portuguese on staff screens, in the
 * visitor's language on the public ones (the kit's texts, `useUiT`).
 */
export function RemoteFallback({ remote, onRetry, retrying }: RemoteFallbackProps) {
  const t = useUiT();
  const key = `remote.modules.${remote}`;
  const named = t(key);
  return (
    <StatusPanel
      icon={<WarningFilled />}
      tone="warning"
      title={t('remote.title')}
      subTitle={t('remote.text', { module: named === key ? remote : named })}
      extra={
        <Button type="primary" icon={<ReloadOutlined />} loading={retrying} onClick={onRetry}>
          {t('remote.retry')}
        </Button>
      }
      role="alert"
    />
  );
}
