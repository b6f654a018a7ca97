import type { RefObject } from 'react';
import { Alert, Button, Flex, Typography } from 'antd';
import { CheckCircleFilled, DownloadOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { type ComplaintCreateResponse } from '@sisacte/contracts/denuncias/complaints';
import { useFormat, usePublicLanguage } from '@sisacte/ui/i18n';
import type { FollowUpCarried } from '../../shared/follow-up-carried';
import { Panel } from '../../shared/panel';
import { useT } from '../../i18n';
import { PUBLIC_PATHS } from '../../paths';
import { ReceiptCode } from './receipt-code';
import { downloadText, receiptFileName, receiptText } from './receipt-file';

/**
 * Success: the protocol number and the receipt code, shown once, to copy or save, with the advice to keep them; in the
 * page's language, the saved file too.
 */
export function ComplaintReceipt({
  receipt,
  followUpPath,
  onNew,
  headingRef,
}: {
  receipt: ComplaintCreateResponse;
  followUpPath: string;
  onNew: () => void;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const { t } = useT();
  const format = useFormat();
  const { href } = usePublicLanguage();
  const protocolo = receipt.demanda.numerodemanda;
  const codigo = receipt.codigo_recibo;
  const sentAt = format.dateTime(receipt.createdAt || new Date()) || format.dateTime(new Date());

  function download() {
    // The public follow-up page needs no login, wherever the complaint was made; it opens in the same language.
    const followUpUrl = new URL(href(PUBLIC_PATHS.acompanhar), window.location.origin).href;
    downloadText(receiptFileName(t, protocolo), receiptText(t, { protocolo, codigo, sentAt, followUpUrl }));
  }

  return (
    <Panel>
      <Flex vertical align="center" gap={8} style={{ textAlign: 'center', marginBottom: 24 }}>
        <CheckCircleFilled style={{ fontSize: 56, color: '#168821' }} aria-hidden />
        <h2 ref={headingRef} tabIndex={-1} style={{ fontSize: 24, margin: 0, outline: 'none' }}>
          {t('receipt.title')}
        </h2>
        <Typography.Text type="secondary">{t('receipt.next')}</Typography.Text>
      </Flex>
      <dl className="receipt-codes">
        <ReceiptCode label={t('receipt.protocol')} code={protocolo} testId="protocolo" />
        <ReceiptCode label={t('receipt.code')} code={codigo} testId="recibo" />
      </dl>
      <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
        {t('receipt.sentAt', { date: sentAt })}
      </Typography.Paragraph>
      <Alert type="warning" showIcon title={t('receipt.keepTitle')} description={t('receipt.keepDetail')} />
      <Flex vertical gap={8} align="center" style={{ marginTop: 16 }}>
        <Button icon={<DownloadOutlined aria-hidden />} onClick={download}>
          {t('receipt.download')}
        </Button>
        <Typography.Text type="secondary" style={{ fontSize: 13, textAlign: 'center' }}>
          {t('receipt.downloadNote')}
        </Typography.Text>
      </Flex>
      <Flex gap={8} wrap justify="center" style={{ marginTop: 24 }}>
        <Link to={href(followUpPath)} state={{ numerodemanda: protocolo, codigo } satisfies FollowUpCarried}>
          <Button type="primary">{t('receipt.followUp')}</Button>
        </Link>
        <Button onClick={onNew}>{t('receipt.another')}</Button>
      </Flex>
    </Panel>
  );
}
