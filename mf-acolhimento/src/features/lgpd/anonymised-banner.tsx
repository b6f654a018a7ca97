import { Alert } from 'antd';
import { ANONYMISATION_REASONS, type Anonymisation } from '@sisacte/contracts/audit/lgpd';
import { formatDate, formatDateTime } from '@sisacte/ui';

/** Said on an anonymised person's screen: when, why (the request's date and reference, or the retention) and by whom. */
export function AnonymisedBanner({ anonymisation }: { anonymisation: Anonymisation | undefined }) {
  if (!anonymisation) return null;
  const request = anonymisation.data_pedido ? ` Pedido de ${formatDate(anonymisation.data_pedido)}, referência ${anonymisation.referencia}.` : '';
  const who = anonymisation.por ? ` Por ${anonymisation.por.name}.` : '';
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 16 }}
      title={`Cadastro anonimizado em ${formatDateTime(anonymisation.anonimizado_em)} (${ANONYMISATION_REASONS[anonymisation.motivo]})`}
      description={`Os dados pessoais foram removidos; as contagens do painel continuam. O cadastro não pode mais ser alterado nem receber novos registros.${request}${who}`}
    />
  );
}
