import { forwardRef, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { Typography } from 'antd';
import { API_BASE_URL } from '@sisacte/api-client';
import { languageInfo, useShownLanguage, type TFunction } from '@sisacte/ui/i18n';
import { useT } from '../../i18n';

/** The widget's texts in the page's language: a 'Não sou um robô' box (ALTCHA `strings` attribute). */
function altchaStrings(t: TFunction) {
  return {
    label: t('captcha.label'),
    verified: t('captcha.verified'),
    verifying: t('captcha.verifying'),
    waitAlert: t('captcha.waitAlert'),
    error: t('captcha.error'),
    expired: t('captcha.expired'),
    verificationRequired: t('captcha.required'),
    loading: t('captcha.loading'),
    reload: t('captcha.reload'),
    footer: '',
    ariaLinkLabel: '',
    enterCode: t('captcha.enterCode'),
    enterCodeAria: t('captcha.enterCodeAria'),
    getAudioChallenge: t('captcha.audio'),
  };
}

export interface CaptchaHandle {
  /** Clears the tick: the next submission needs a new proof of work. */
  reset: () => void;
  /** Moves the focus (and the page) to the 'Não sou um robô' box. */
  focus: () => void;
}

interface AltchaElement extends HTMLElement {
  reset?: (state?: string) => void;
}

/**
 * ALTCHA, self-hosted: the challenge comes from our own API (GET /api/captcha/challenge), the
 * proof of work runs in the browser, nothing is loaded from a third party and nobody is tracked.
 * `onChange` receives the solution (base64 payload) once the box is ticked, or null.
 */
export const AltchaBox = forwardRef<CaptchaHandle, { onChange: (payload: string | null) => void }>(function AltchaBox(
  { onChange },
  ref,
) {
  const host = useRef<HTMLDivElement>(null);
  const widget = useRef<AltchaElement | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const [failed, setFailed] = useState(false);
  const { t } = useT();
  const language = useShownLanguage();

  useImperativeHandle(ref, () => ({
    reset: () => {
      widget.current?.reset?.('unverified');
      onChangeRef.current(null);
    },
    focus: () => {
      const root = widget.current?.shadowRoot ?? widget.current;
      const box = root?.querySelector<HTMLElement>('input[type="checkbox"]');
      if (box) box.focus();
      else host.current?.scrollIntoView({ block: 'center' });
    },
  }));

  useEffect(() => {
    let cancelled = false;
    let element: AltchaElement | null = null;
    const listener = (event: Event) => {
      const { state, payload } = (event as CustomEvent<{ state: string; payload?: string }>).detail ?? {};
      onChangeRef.current(state === 'verified' && payload ? payload : null);
    };
    import('altcha')
      .then(() => {
        if (cancelled || !host.current) return;
        element = document.createElement('altcha-widget') as AltchaElement;
        element.setAttribute('challengeurl', `${API_BASE_URL}/api/captcha/challenge`);
        element.setAttribute('strings', JSON.stringify(altchaStrings(t)));
        element.setAttribute('language', languageInfo(language).html.toLowerCase());
        element.setAttribute('hidefooter', '');
        // The logo is a focusable link to altcha.org hidden from screen readers (an axe violation), and a third-party link.
        element.setAttribute('hidelogo', '');
        element.setAttribute('credentials', 'omit');
        element.setAttribute('name', 'g_recaptcha_response');
        element.addEventListener('statechange', listener);
        host.current.appendChild(element);
        widget.current = element;
      })
      .catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
      element?.removeEventListener('statechange', listener);
      // a new language draws a new box: the old tick goes with the old one
      if (element) onChangeRef.current(null);
      element?.remove();
      widget.current = null;
    };
  }, [language, t]);

  return (
    <div>
      <div ref={host} style={{ maxWidth: 320 }} data-testid="captcha" />
      {failed && (
        <Typography.Text type="danger" role="alert">
          {t('captcha.loadFailed')}
        </Typography.Text>
      )}
    </div>
  );
});
