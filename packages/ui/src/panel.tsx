import { useId, type CSSProperties, type ReactNode } from 'react';
import { theme } from 'antd';

export interface PanelProps {
  title: ReactNode;
  children: ReactNode;
  /** The body's own style (padding) over the default. */
  bodyStyle?: CSSProperties;
}

/**
 * A titled box in the look of antd's Card, drawn from the theme's tokens: a region named by its title. antd's
 * Card brings Tabs (for the tab lists it can show), and with them Menu and Dropdown, onto every first load
 * that shows one.
 */
export function Panel({ title, children, bodyStyle }: PanelProps) {
  const { token } = theme.useToken();
  const titleId = useId();
  const line = `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`;
  return (
    <section
      aria-labelledby={titleId}
      style={{ background: token.colorBgContainer, border: line, borderRadius: token.borderRadiusLG, color: token.colorText, fontSize: token.fontSize }}
    >
      <div
        id={titleId}
        style={{
          display: 'flex',
          alignItems: 'center',
          minHeight: 56,
          padding: `0 ${token.paddingLG}px`,
          borderBottom: line,
          color: token.colorTextHeading,
          fontWeight: token.fontWeightStrong,
          fontSize: token.fontSizeLG,
        }}
      >
        {title}
      </div>
      <div style={{ padding: token.paddingLG, ...bodyStyle }}>{children}</div>
    </section>
  );
}
