import { Alert, Checkbox, Divider, Flex, Form, Typography } from 'antd';
import { type AuditorNdfc } from '@sisacte/contracts/relatorios/auditor';
import { REPORT_CONCLUSIONS } from '@sisacte/contracts/relatorios/reports';
import { formatDate } from '@sisacte/ui';
import { auditor } from './api';
import { AuditorPicker } from './auditor-picker';
import type { PanelProps } from './panel-main';

const money = (v: string) => Number(v).toLocaleString('pt-BR', { style: 'currency', currency: 'BRL' });

/** Panel 6: the FGTS debit notices (NDFC) that enter the report, and the closing conclusion (one or more). */
export function PanelClosing({ draft, change }: PanelProps) {
  const selected = draft.ndfc;
  return (
    <div>
      <Typography.Paragraph type="secondary">Notificações de débito do FGTS (NDFC) do empregador no sistema da auditoria.</Typography.Paragraph>
      <AuditorPicker<AuditorNdfc>
        nrInscricao={draft.nrInscricao}
        load={async (nr) => ({ items: await auditor.ndfcs(nr) })}
        keyOf={(n) => n.nrNdfc}
        describe={(n) => `NDFC nº ${n.nrNdfc}${n.data ? ` (${formatDate(n.data)})` : ''} — ${n.competencias} — ${money(n.valor)}`}
        isSelected={(n) => selected.some((s) => s.nrNdfc === n.nrNdfc)}
        onToggle={(n, on) => change({ ndfc: on ? [...selected, n] : selected.filter((s) => s.nrNdfc !== n.nrNdfc) })}
        download={(n) => auditor.ndfcFile(draft.nrInscricao, n.nrNdfc, n.cdDownload)}
        noun="a NDFC"
        emptyText="Nenhuma NDFC para este empregador."
      />
      {selected.length > 0 && <Alert type="info" showIcon title={`${selected.length} NDFC(s) no relatório.`} style={{ marginBottom: 16 }} />}
      <Divider />
      <Form layout="vertical" component="div">
        <Form.Item label="Conclusão" required help={draft.conclusao.length === 0 ? 'Marque ao menos uma conclusão' : undefined} validateStatus={draft.conclusao.length === 0 ? 'warning' : undefined}>
          <Checkbox.Group value={draft.conclusao} onChange={(v) => change({ conclusao: REPORT_CONCLUSIONS.filter((c) => v.includes(c)) })}>
            <Flex vertical gap={6}>
              {REPORT_CONCLUSIONS.map((c) => (
                <Checkbox key={c} value={c}>
                  {c}
                </Checkbox>
              ))}
            </Flex>
          </Checkbox.Group>
        </Form.Item>
      </Form>
    </div>
  );
}
