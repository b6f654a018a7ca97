import { useState } from 'react';
import { Alert, Button, Card, Flex, Typography } from 'antd';
import SafetyCertificateOutlined from '@ant-design/icons/SafetyCertificateOutlined';
import { type ChainCheck } from '@sisacte/contracts/audit/trail';
import { formatDateTime, readableMessage } from '@sisacte/ui';
import { verifyTrail } from './api';

const count = (n: number) => n.toLocaleString('pt-BR');

/** The head just checked, to be kept outside the system: `pnpm audit:verify --head` checks the trail still holds it. */
function HeadAnchor({ id, hash }: { id: number; hash: string }) {
  return (
    <div>
      Âncora para guardar fora do sistema:{' '}
      <Typography.Text code copyable={{ text: `${id}:${hash}` }}>
        {`${id}:${hash}`}
      </Typography.Text>
    </div>
  );
}

/** The chain check's outcome: intact (how many entries, the last one) or the first broken link. */
export function ChainCheckResult({ result }: { result: ChainCheck }) {
  const checkedAt = `Verificada em ${formatDateTime(result.verificada_em)}.`;
  if (result.integra) {
    const last = result.ultima ? ` A última é a entrada ${result.ultima.id}, de ${formatDateTime(result.ultima.em)}.` : '';
    return (
      <Alert
        type="success"
        showIcon
        title="Trilha íntegra"
        description={
          <>
            <div>{`${count(result.verificadas)} entradas verificadas: nenhuma removida ou alterada.${last} ${checkedAt}`}</div>
            {result.ultima && <HeadAnchor id={result.ultima.id} hash={result.ultima.hash} />}
          </>
        }
      />
    );
  }
  const broken = result.quebra!;
  return (
    <Alert
      type="error"
      showIcon
      title={`Elo quebrado${broken.id !== null ? ` na entrada ${broken.id}` : ''}${broken.em ? `, de ${formatDateTime(broken.em)}` : ''}`}
      description={
        <>
          <div>{broken.mensagem}</div>
          <div>{`${count(result.verificadas)} entradas íntegras antes dela. ${checkedAt}`}</div>
        </>
      }
    />
  );
}

/** The trail's chain check, run on demand ('Verificar'): every entry's hash and link. */
export function ChainCheckCard() {
  const [result, setResult] = useState<ChainCheck | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [running, setRunning] = useState(false);

  async function verify() {
    setRunning(true);
    setError(null);
    try {
      setResult(await verifyTrail());
    } catch (e) {
      setError(readableMessage((e as Error).message));
    } finally {
      setRunning(false);
    }
  }

  return (
    <Card size="small" title="Integridade da trilha" style={{ marginBottom: 16 }}>
      <Flex vertical gap={12}>
        <Typography.Paragraph style={{ margin: 0 }}>
          Cada entrada guarda o hash da anterior: uma entrada removida ou alterada quebra a cadeia. A verificação percorre a trilha inteira e aponta o primeiro elo quebrado.
        </Typography.Paragraph>
        <div>
          <Button type="primary" icon={<SafetyCertificateOutlined />} loading={running} onClick={verify}>
            {running ? 'Verificando…' : 'Verificar'}
          </Button>
        </div>
        {error && <Alert type="error" showIcon title={error} />}
        {result && <ChainCheckResult result={result} />}
        {!result && !error && !running && <Typography.Text type="secondary">Ainda não verificada nesta visita.</Typography.Text>}
      </Flex>
    </Card>
  );
}
