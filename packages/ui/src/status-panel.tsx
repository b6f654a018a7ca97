import type { AriaRole, ReactNode } from 'react';
import { theme } from 'antd';

export interface StatusPanelProps {
  /** The big icon above the title (an @ant-design/icons icon, imported on its own). */
  icon: ReactNode;
  /** The icon's colour: a token name of antd's theme. */
  tone: 'warning' | 'error' | 'info';
  title: ReactNode;
  subTitle?: ReactNode;
  extra?: ReactNode;
  role?: AriaRole;
}

/**
 * The look of antd's Result (icon, title, explanation, actions, centred) without it: Result carries its three
 * illustrations (403, 404, 500) in every screen that imports it, and the remotes' fallback and 'Acesso negado'
 * are on every remote's first load, where they are almost never shown.
 */
export function StatusPanel({ icon, tone, title, subTitle, extra, role }: StatusPanelProps) {
  const { token } = theme.useToken();
  const colour = { warning: token.colorWarning, error: token.colorError, info: token.colorInfo }[tone];
  return (
    <div role={role} style={{ padding: '48px 32px', textAlign: 'center' }}>
      <div aria-hidden="true" style={{ fontSize: 72, lineHeight: 1, color: colour, marginBottom: 24 }}>
        {icon}
      </div>
      <div style={{ color: token.colorTextHeading, fontSize: 24, lineHeight: 1.33 }}>{title}</div>
      {subTitle && <div style={{ color: token.colorTextDescription, fontSize: 14, lineHeight: 1.57, marginTop: 4 }}>{subTitle}</div>}
      {extra && <div style={{ marginTop: 24 }}>{extra}</div>}
    </div>
  );
}
