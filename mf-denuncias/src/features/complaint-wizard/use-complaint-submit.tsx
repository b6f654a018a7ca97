import { useRef, useState } from 'react';
import { App } from 'antd';
import { type ComplaintCreate, type ComplaintCreateResponse } from '@sisacte/contracts/denuncias/complaints';
import { ApiError } from '@sisacte/api-client';
import type { PublicLanguage } from '@sisacte/ui/i18n';
import type { CaptchaHandle } from '../../shared/captcha/altcha-box';
import { useMessage, useT } from '../../i18n';
import { createComplaint } from './api';

/** The 'Aguarde…' flag is raised only when a submission takes longer than this. */
const WAIT_FLAG_MS = 1300;

interface SubmitOptions {
  /** Every panel valid (or the first in error opened). */
  validateAll: () => Promise<boolean>;
  payload: () => ComplaintCreate;
  /** The page's language: the server answers its messages in it. */
  language: PublicLanguage;
  idempotencyKey: () => string;
  onSent: () => void;
}

/**
 * Sends the complaint once every panel is valid and the captcha is ticked; the receipt on
 * success, the server's messages in an error dialog otherwise.
 */
export function useComplaintSubmit({ validateAll, payload, language, idempotencyKey, onSent }: SubmitOptions) {
  const { modal } = App.useApp();
  const { t } = useT();
  const message = useMessage();
  const [captcha, setCaptcha] = useState<string | null>(null);
  const captchaRef = useRef<CaptchaHandle>(null);
  const [sending, setSending] = useState(false);
  const [waiting, setWaiting] = useState(false);
  const [receipt, setReceipt] = useState<ComplaintCreateResponse | null>(null);

  async function submit() {
    if (sending) return;
    if (!(await validateAll())) return;
    if (!captcha) {
      // Closed, the warning leaves the focus on the box it asks for, not on the send button.
      modal.warning({
        title: t('wizard.captchaWarningTitle'),
        content: t('wizard.captchaWarning'),
        okText: t('wizard.understood'),
        focusable: { focusTriggerAfterClose: false },
        afterClose: () => captchaRef.current?.focus(),
      });
      return;
    }
    setSending(true);
    const timer = setTimeout(() => setWaiting(true), WAIT_FLAG_MS);
    try {
      const response = await createComplaint(payload(), captcha, idempotencyKey(), language);
      onSent();
      setReceipt(response);
    } catch (error) {
      const e = error as ApiError;
      // A network failure keeps the tick: a retry with the same Idempotency-Key is safe.
      if (!(e instanceof ApiError) || e.status !== 0) captchaRef.current?.reset();
      modal.error({
        title: t('wizard.errorTitle'),
        content: e.messages && e.messages.length > 1 ? (
          <ul style={{ paddingLeft: 18, margin: 0 }}>{e.messages.map((m) => <li key={m}>{m}</li>)}</ul>
        ) : (
          message(e.message)
        ),
        okText: t('wizard.errorClose'),
      });
    } finally {
      clearTimeout(timer);
      setWaiting(false);
      setSending(false);
    }
  }

  /** Forgets the receipt and the captcha, for a new complaint. */
  function clear() {
    setCaptcha(null);
    setReceipt(null);
  }

  return { captchaRef, setCaptcha, sending, waiting, receipt, submit, clear };
}
