import type { ReactNode } from 'react';
import { AppProviders } from '@sisacte/ui';

/** The pt-BR antd providers of every remote (ConfigProvider + App), around the screens that use antd. */
export default function AntdScreenProviders({ children }: { children: ReactNode }) {
  return <AppProviders>{children}</AppProviders>;
}
