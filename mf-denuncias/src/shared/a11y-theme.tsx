import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';

/**
 * antd's secondary and description greys (45 % black) fall short of WCAG AA contrast (4.5:1) on
 * white; the public screens use a darker grey (65 % black, about 5.7:1).
 */
export const A11Y_TOKENS = {
  colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
  colorTextDescription: 'rgba(0, 0, 0, 0.65)',
  colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
  colorTextDisabled: 'rgba(0, 0, 0, 0.5)',
};

export function A11yTheme({ children }: { children: ReactNode }) {
  return <ConfigProvider theme={{ token: A11Y_TOKENS }}>{children}</ConfigProvider>;
}
