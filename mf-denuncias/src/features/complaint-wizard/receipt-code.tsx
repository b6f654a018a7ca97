import { useEffect, useState } from 'react';
import { Button } from 'antd';
import { CheckOutlined, CopyOutlined } from '@ant-design/icons';
import { useT } from '../../i18n';

/** How long 'Copiado!' stays on the button. */
const COPIED_MS = 2500;

/** Copies with the Clipboard API, or with the older copy command where it is missing (plain http). */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    try {
      return document.execCommand('copy');
    } catch {
      return false;
    } finally {
      area.remove();
    }
  }
}

/** One code of the receipt (protocol or receipt code), never broken across lines, with its 'Copiar' button. */
export function ReceiptCode({ label, code, testId }: { label: string; code: string; testId: string }) {
  const { t, i18n } = useT();
  const [copied, setCopied] = useState<'sim' | 'falhou' | null>(null);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(null), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    setCopied((await copyText(code)) ? 'sim' : 'falhou');
  }

  return (
    <div className="receipt-code">
      <dt>{label}</dt>
      <dd>
        <span className="receipt-code-value" data-testid={testId}>
          {code}
        </span>
        <Button onClick={copy} icon={copied === 'sim' ? <CheckOutlined aria-hidden /> : <CopyOutlined aria-hidden />}>
          {copied === 'sim' ? (
            t('receipt.copied')
          ) : (
            <>
              {t('receipt.copy')}
              <span className="visually-hidden"> {label.toLocaleLowerCase(i18n.language)}</span>
            </>
          )}
        </Button>
        <span role="status" className={copied === 'falhou' ? 'receipt-code-error' : 'visually-hidden'}>
          {copied === 'sim' && t('receipt.copiedStatus', { label })}
          {copied === 'falhou' && t('receipt.copyFailed')}
        </span>
      </dd>
    </div>
  );
}
