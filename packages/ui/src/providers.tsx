import type { ReactNode } from 'react';
import { App, ConfigProvider, type ThemeConfig } from 'antd';
import ptBR from 'antd/locale/pt_BR';
import dayjs from 'dayjs';
import 'dayjs/locale/pt-br';

dayjs.locale('pt-br');

export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#1351b4', // gov.br blue
    colorInfo: '#1351b4',
    colorSuccess: '#168821',
    colorError: '#e52207',
    colorWarning: '#b38c00',
    borderRadius: 6,
    fontFamily: "Rawline, Raleway, system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif",
    // antd's default secondary/description greys (45 % black) fall below WCAG AA (4.5:1) on white.
    colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
    colorTextDescription: 'rgba(0, 0, 0, 0.65)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
    colorTextDisabled: 'rgba(0, 0, 0, 0.5)',
  },
};

/** pt-BR ConfigProvider + antd App (so App.useApp() gives themed message/modal/notification). */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={ptBR} theme={theme}>
      <App>{children}</App>
    </ConfigProvider>
  );
}
