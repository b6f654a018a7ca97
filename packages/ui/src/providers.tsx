import { useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { App, ConfigProvider, type ThemeConfig } from 'antd';
import dayjs from 'dayjs';
import 'dayjs/locale/pt-br';
import { useAntdLocale } from './i18n/antd-locale';
import { onPageTexts, pageTexts } from './i18n/page-texts';
import { startAriaLabels } from './locale/aria-labels';
import { usePrefersReducedMotion } from './reduced-motion';

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
    // A link under the pointer darkens (gov.br's dark blue) instead of antd's lighter blue, which falls to about
    // 4:1 on the public footer's grey: a link the visitor has just tapped stays readable.
    colorLinkHover: '#0c326f',
  },
  components: {
    // antd's checked-row blues (from the primary colour) leave a link in a checked row under the pointer at
    // about 3.5:1; these lighter ones keep links and text above WCAG AA (4.5:1).
    Table: { rowSelectedBg: '#edf3fc', rowSelectedHoverBg: '#e2ecf9' },
  },
};

const staticTheme: ThemeConfig = { ...theme, zeroRuntime: true };

/**
 * pt-BR ConfigProvider (on a public page, antd's words in the visitor's language) + antd App (so App.useApp()
 * gives themed message/modal/notification); starts the page's watcher that turns antd's fixed English
 * screen-reader labels into Portuguese (on a public page, into the visitor's language). `staticStyles`: antd
 * computes no component styles while rendering (its zero-runtime mode); only for a page built with
 * `staticAntdStyles`, which ships them as CSS (packages/mf-build/src/antd-static-styles.js). A person who asked
 * their system for less motion gets no animation (antd's `motion` token off).
 */
export function AppProviders({ children, staticStyles = false }: { children: ReactNode; staticStyles?: boolean }) {
  useEffect(startAriaLabels, []);
  const page = useSyncExternalStore(onPageTexts, pageTexts, pageTexts);
  const antdLocale = useAntdLocale(page?.language ?? 'pt');
  // antd's close buttons are named by the kit's texts (Haitian Creole has no antd locale of its own)
  const locale = useMemo(
    () => (page && page.language !== 'pt' ? { ...antdLocale, global: { ...antdLocale.global, close: page.t('aria.close') } } : antdLocale),
    [antdLocale, page],
  );
  const reduced = usePrefersReducedMotion();
  const chosen = useMemo(() => {
    const base = staticStyles ? staticTheme : theme;
    return reduced ? { ...base, token: { ...base.token, motion: false } } : base;
  }, [reduced, staticStyles]);
  return (
    <ConfigProvider locale={locale} theme={chosen}>
      <App>{children}</App>
    </ConfigProvider>
  );
}
