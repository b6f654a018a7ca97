import { Alert, Button } from 'antd';
import { IdcardOutlined, LockOutlined } from '@ant-design/icons';
import type { SessionUser } from '@sisacte/auth';
import { useT } from '../../i18n';

interface WizardNoticesProps {
  /** The logged-in staff member who registers the complaint; null for the public. */
  staff: SessionUser | null;
  /** A draft was restored: it may be discarded, and the 'continued' notice shows until closed. */
  restored: boolean;
  onDiscard: () => void;
  onDismissRestored: () => void;
}

/**
 * Above the panels: for the public, the anonymity promise; for a staff member, that the complaint is
 * registered in their name (it is: their name and username go with it). Then where the draft is
 * kept, and the notice of a restored draft. The icons are decorative, hidden from screen readers here: the notice
 * is also in the public page's prerendered HTML (prerender.tsx), read before the app's labelling of
 * antd's icons (aria-labels.ts) runs.
 */
export function WizardNotices({ staff, restored, onDiscard, onDismissRestored }: WizardNoticesProps) {
  const { t } = useT();
  const discard = restored ? <Button size="small" onClick={onDiscard}>{t('notices.discardDraft')}</Button> : undefined;
  return (
    <>
      {staff ? (
        <Alert
          type="info"
          showIcon
          icon={<IdcardOutlined aria-hidden />}
          title={t('notices.staffTitle', { name: staff.name || staff.username, username: staff.username })}
          description={t('notices.draftStaff')}
          style={{ marginBottom: 16 }}
          action={discard}
        />
      ) : (
        <Alert
          type="info"
          showIcon
          icon={<LockOutlined aria-hidden />}
          title={t('notices.privacy')}
          description={t('notices.draftPublic')}
          style={{ marginBottom: 16 }}
          action={discard}
        />
      )}
      {restored && (
        <Alert type="success" showIcon title={t('notices.restored')} closable onClose={onDismissRestored} style={{ marginBottom: 16 }} />
      )}
    </>
  );
}
