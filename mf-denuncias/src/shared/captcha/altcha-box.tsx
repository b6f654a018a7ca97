import { forwardRef, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { Typography } from 'antd';
import { API_BASE_URL } from '@sisacte/api-client';

/** The widget's texts in Portuguese: a 'Não sou um robô' box (ALTCHA `strings` attribute). */
const ALTCHA_STRINGS_PT = {
  label: 'Não sou um robô',
  verified: 'Verificado — não sou um robô',
  verifying: 'Verificando…',
  waitAlert: 'Verificando… aguarde um instante.',
  error: 'A verificação falhou. Tente novamente.',
  expired: 'A verificação expirou. Marque o quadro novamente.',
  verificationRequired: "Marque o quadro 'Não sou um robô'!",
  loading: 'Carregando…',
  reload: 'Recarregar',
  footer: '',
  ariaLinkLabel: '',
  enterCode: 'Digite o código',
  enterCodeAria: 'Digite o código que você ouvir. Aperte Espaço para ouvir o áudio.',
  getAudioChallenge: 'Ouvir o código',
};

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
        element.setAttribute('strings', JSON.stringify(ALTCHA_STRINGS_PT));
        element.setAttribute('language', 'pt-br');
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
      element?.remove();
      widget.current = null;
    };
  }, []);

  return (
    <div>
      <div ref={host} style={{ maxWidth: 320 }} data-testid="captcha" />
      {failed && (
        <Typography.Text type="danger" role="alert">
          Não foi possível carregar a verificação &apos;Não sou um robô&apos;. Verifique a sua conexão e recarregue a página.
        </Typography.Text>
      )}
    </div>
  );
});
