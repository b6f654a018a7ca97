import type { RefObject } from 'react';
import { Alert, Button, Descriptions, Flex, Typography } from 'antd';
import { CheckCircleFilled } from '@ant-design/icons';
import { Panel } from '../../shared/panel';
import { Link } from 'react-router-dom';
import { type ComplaintCreateResponse } from '@sisacte/contracts/denuncias/complaints';

/** Success: the protocol number and the receipt code, shown once, with the advice to write them down. */
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
  return (
    <Panel>
      <Flex vertical align="center" gap={8} style={{ textAlign: 'center', marginBottom: 24 }}>
        <CheckCircleFilled style={{ fontSize: 56, color: '#168821' }} aria-hidden />
        <h2 ref={headingRef} tabIndex={-1} style={{ fontSize: 24, margin: 0, outline: 'none' }}>
          Denúncia enviada. Obrigado!
        </h2>
        <Typography.Text type="secondary">A equipe da inspeção do trabalho vai analisar o que você contou.</Typography.Text>
      </Flex>
      <Descriptions
        bordered
        column={1}
        size="middle"
        items={[
          {
            key: 'protocolo',
            label: 'Número do protocolo',
            children: (
              <Typography.Text strong copyable={{ tooltips: ['Copiar', 'Copiado!'] }} style={{ fontSize: 20 }} data-testid="protocolo">
                {receipt.demanda.numerodemanda}
              </Typography.Text>
            ),
          },
          {
            key: 'recibo',
            label: 'Código de recibo',
            children: (
              <Typography.Text strong copyable={{ tooltips: ['Copiar', 'Copiado!'] }} style={{ fontSize: 20, letterSpacing: 1 }} data-testid="recibo">
                {receipt.codigo_recibo}
              </Typography.Text>
            ),
          },
        ]}
      />
      <Alert
        type="warning"
        showIcon
        style={{ marginTop: 16 }}
        title="Anote o número do protocolo e o código de recibo agora."
        description="Eles aparecem só nesta tela. Com os dois você acompanha a situação da denúncia sem se identificar. Guarde-os em lugar seguro."
      />
      <Flex gap={8} wrap justify="center" style={{ marginTop: 24 }}>
        <Link to={followUpPath}>
          <Button type="primary">Acompanhar a denúncia</Button>
        </Link>
        <Button onClick={onNew}>Fazer outra denúncia</Button>
      </Flex>
    </Panel>
  );
}
