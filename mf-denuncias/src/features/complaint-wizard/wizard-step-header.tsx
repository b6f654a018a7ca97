import type { RefObject } from 'react';
import { Progress, Typography } from 'antd';

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
  return (
    <>
      <Typography.Text type="secondary" id="wizard-progress">
        Etapa {current + 1} de {total}
        {nextTitle !== undefined && ` · a seguir: ${nextTitle}`}
      </Typography.Text>
      <Progress percent={Math.round(((current + 1) / total) * 100)} showInfo={false} aria-hidden style={{ margin: '4px 0 8px' }} />
      <Typography.Title level={2} ref={headingRef} tabIndex={-1} style={{ fontSize: 22, marginTop: 4, outline: 'none' }}>
        {current + 1}. {title}
      </Typography.Title>
    </>
  );
}
