import type { RefObject } from 'react';
import { Typography } from 'antd';
import { useT } from '../../i18n';

interface WizardStepHeaderProps {
  /** 0-based. */
  current: number;
  total: number;
  title: string;
  nextTitle?: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
}

/** 'Etapa n de N · a seguir: …', the progress bar and the panel's numbered title. */
export function WizardStepHeader({ current, total, title, nextTitle, headingRef }: WizardStepHeaderProps) {
  const { t } = useT();
  return (
    <>
      <Typography.Text type="secondary" id="wizard-progress">
        {t('wizard.progress', { current: current + 1, total })}
        {nextTitle !== undefined && t('wizard.progressNext', { next: nextTitle })}
      </Typography.Text>
      {/* A plain bar (antd's Progress would add its code to the page's first load); the text above says the same. */}
      <div aria-hidden style={{ height: 8, margin: '4px 0 8px', borderRadius: 4, background: 'rgba(0, 0, 0, 0.06)', overflow: 'hidden' }}>
        <div style={{ width: `${Math.round(((current + 1) / total) * 100)}%`, height: '100%', borderRadius: 4, background: '#1351b4', transition: 'width 0.3s' }} />
      </div>
      <Typography.Title level={2} ref={headingRef} tabIndex={-1} style={{ fontSize: 22, marginTop: 4, outline: 'none' }}>
        {current + 1}. {title}
      </Typography.Title>
    </>
  );
}
