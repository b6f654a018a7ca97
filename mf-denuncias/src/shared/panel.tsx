import type { CSSProperties, ReactNode } from 'react';

/**
 * A plain white panel. The public page uses it instead of antd's Card, which brings Tabs,
 * Dropdown and Menu into the bundle (the public page must stay light on a cheap phone).
 */
export function Panel({ children, style }: { children: ReactNode; style?: CSSProperties }) {
  return (
    <section
      style={{
        background: '#fff',
        borderRadius: 8,
        border: '1px solid #e6e9ef',
        padding: 'clamp(16px, 4vw, 24px)',
        ...style,
      }}
    >
      {children}
    </section>
  );
}
