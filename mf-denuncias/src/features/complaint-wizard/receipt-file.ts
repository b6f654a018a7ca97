import type { TFunction } from '@sisacte/ui/i18n';

export interface ReceiptFacts {
  protocolo: string;
  codigo: string;
  /** When the complaint was registered, written in the page's language ('5 de marzo de 2026, 14:07'). */
  sentAt: string;
  /** Absolute address of the public follow-up page (in the page's language). */
  followUpUrl: string;
}

/** The plain-text receipt, in the page's language: both codes, the date, where to follow the complaint up, and why to keep it safe. */
export function receiptText(t: TFunction, { protocolo, codigo, sentAt, followUpUrl }: ReceiptFacts): string {
  const lines = [
    t('receipt.fileTitle'),
    '',
    `${t('receipt.protocol')}: ${protocolo}`,
    `${t('receipt.code')}: ${codigo}`,
    t('receipt.fileSentAt', { date: sentAt }),
    '',
    t('receipt.fileFollowUp'),
    followUpUrl,
    '',
    t('receipt.fileKeep'),
    t('receipt.fileLost'),
  ];
  // CRLF: read the same in every phone and desktop text viewer.
  return lines.join('\r\n') + '\r\n';
}

export const receiptFileName = (t: TFunction, protocolo: string) => t('receipt.fileName', { protocol: protocolo });

/** Saves `text` as a file made in the browser (nothing is sent anywhere). */
export function downloadText(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Some browsers start the download after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
