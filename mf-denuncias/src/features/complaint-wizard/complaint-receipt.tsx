import type { RefObject } from 'react';
import { Alert, Button, Flex, Typography } from 'antd';
import { CheckCircleFilled, DownloadOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { type ComplaintCreateResponse } from '@sisacte/contracts/denuncias/complaints';
import { Panel } from '../../shared/panel';
import { PUBLIC_PATHS } from '../../paths';
import { ReceiptCode } from './receipt-code';
import { downloadText, receiptDate, receiptFileName, receiptText } from './receipt-file';

/** Success: the protocol number and the receipt code, shown once, to copy or save, with the advice to keep them. */
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
  const protocolo = receipt.demanda.numerodemanda;
  const codigo = receipt.codigo_recibo;

  function download() {
    // The public follow-up page needs no login, wherever the complaint was made.
    const followUpUrl = new URL(PUBLIC_PATHS.acompanhar, window.location.origin).href;
    downloadText(receiptFileName(protocolo), receiptText({ protocolo, codigo, createdAt: receipt.createdAt, followUpUrl }));
  }

  return (
    <Panel>
      <Flex vertical align="center" gap={8} style={{ textAlign: 'center', marginBottom: 24 }}>
        <CheckCircleFilled style={{ fontSize: 56, color: '#168821' }} aria-hidden />
        <h2 ref={headingRef} tabIndex={-1} style={{ fontSize: 24, margin: 0, outline: 'none' }}>
          Denúncia enviada. Obrigado!
        </h2>
        <Typography.Text type="secondary">A equipe da inspeção do trabalho vai analisar o que você contou.</Typography.Text>
      </Flex>
      <dl className="receipt-codes">
        <ReceiptCode label="Número do protocolo" code={protocolo} testId="protocolo" />
        <ReceiptCode label="Código de recibo" code={codigo} testId="recibo" />
      </dl>
      <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
        Enviada em {receiptDate(receipt.createdAt)}.
      </Typography.Paragraph>
      <Alert
        type="warning"
        showIcon
        title="Anote o número do protocolo e o código de recibo agora."
        description="Eles aparecem só nesta tela. Com os dois você acompanha a situação da denúncia sem se identificar. Guarde-os em lugar seguro."
      />
      <Flex vertical gap={8} align="center" style={{ marginTop: 16 }}>
        <Button icon={<DownloadOutlined aria-hidden />} onClick={download}>
          Baixar comprovante
        </Button>
        <Typography.Text type="secondary" style={{ fontSize: 13, textAlign: 'center' }}>
          Um pequeno arquivo de texto com os dois códigos e o endereço para acompanhar.
        </Typography.Text>
      </Flex>
      <Flex gap={8} wrap justify="center" style={{ marginTop: 24 }}>
        <Link to={followUpPath}>
          <Button type="primary">Acompanhar a denúncia</Button>
        </Link>
        <Button onClick={onNew}>Fazer outra denúncia</Button>
      </Flex>
    </Panel>
  );
}
