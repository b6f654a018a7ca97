import dayjs from 'dayjs';

export interface ReceiptFacts {
  protocolo: string;
  codigo: string;
  /** When the complaint was registered (ISO); the current time when missing. */
  createdAt: string;
  /** Absolute address of the public follow-up page. */
  followUpUrl: string;
}

/** '21/11/2026 às 03:00', in the browser's time zone. */
export function receiptDate(createdAt: string): string {
  const when = createdAt ? dayjs(createdAt) : dayjs();
  return (when.isValid() ? when : dayjs()).format('DD/MM/YYYY [às] HH:mm');
}

/** The plain-text receipt: both codes, the date, where to follow the complaint up, and why to keep it safe. */
export function receiptText({ protocolo, codigo, createdAt, followUpUrl }: ReceiptFacts): string {
  const lines = [
    'SisActe — Comprovante de denúncia',
    '',
    `Número do protocolo: ${protocolo}`,
    `Código de recibo: ${codigo}`,
    `Enviada em: ${receiptDate(createdAt)}`,
    '',
    'Para acompanhar a situação da denúncia, abra o endereço abaixo e digite o número do protocolo e o código de recibo:',
    followUpUrl,
    '',
    'Guarde este comprovante em lugar seguro. Quem tiver os dois códigos pode ver a situação da denúncia; não os mostre a quem não deve saber dela.',
    'O código de recibo não pode ser consultado de novo: se ele se perder, não há como recuperá-lo.',
  ];
  // CRLF: read the same in every phone and desktop text viewer.
  return lines.join('\r\n') + '\r\n';
}

export const receiptFileName = (protocolo: string) => `comprovante-denuncia-${protocolo}.txt`;

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
