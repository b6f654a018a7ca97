import { Alert, Button } from 'antd';
import { LockOutlined } from '@ant-design/icons';

const PRIVACY_NOTE = 'Sua denúncia pode ser anônima. Não pedimos seu nome nem rastreamos você.';

interface WizardNoticesProps {
  /** A draft was restored: it may be discarded, and the 'continued' notice shows until closed. */
  restored: boolean;
  onDiscard: () => void;
  onDismissRestored: () => void;
}

/** Above the panels: anonymity and where the draft is kept; the notice of a restored draft. */
export function WizardNotices({ restored, onDiscard, onDismissRestored }: WizardNoticesProps) {
  return (
    <>
      <Alert
        type="info"
        showIcon
        icon={<LockOutlined />}
        title={PRIVACY_NOTE}
        description="O rascunho fica guardado só neste aparelho até você enviar."
        style={{ marginBottom: 16 }}
        action={restored ? <Button size="small" onClick={onDiscard}>Apagar rascunho</Button> : undefined}
      />
      {restored && (
        <Alert type="success" showIcon title="Continuamos de onde você parou." closable onClose={onDismissRestored} style={{ marginBottom: 16 }} />
      )}
    </>
  );
}
