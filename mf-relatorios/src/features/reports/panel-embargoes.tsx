import { Button, Card, Flex, Input, Typography } from 'antd';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import { type AuditorEmbargo } from '@sisacte/contracts/relatorios/auditor';
import { formatDate } from '@sisacte/ui';
import { auditor } from './api';
import { AuditorPicker } from './auditor-picker';
import type { PanelProps } from './panel-main';

const line = (e: AuditorEmbargo) => `${e.tipo} nº ${e.nrEmbargo}${e.data ? ` (${formatDate(e.data)})` : ''} — ${e.objeto}`;

/** Panel 5: the interdictions and embargoes of the employer that enter the report. */
export function PanelEmbargoes({ draft, change }: PanelProps) {
  const selected = draft.interdicoes_embargos;
  return (
    <div>
      <Typography.Paragraph type="secondary">Interdições e embargos do empregador no sistema da auditoria. Marque os que entram no relatório (nenhum, se não houve).</Typography.Paragraph>
      <AuditorPicker<AuditorEmbargo>
        nrInscricao={draft.nrInscricao}
        load={async (nr) => ({ items: await auditor.embargoes(nr) })}
        keyOf={(e) => e.nrEmbargo}
        describe={line}
        isSelected={(e) => selected.some((s) => s.nrEmbargo === e.nrEmbargo)}
        onToggle={(e, on) => change({ interdicoes_embargos: on ? [...selected, e] : selected.filter((s) => s.nrEmbargo !== e.nrEmbargo) })}
        download={(e) => auditor.embargoFile(draft.nrInscricao, e.nrEmbargo)}
        noun="o embargo"
        emptyText="Nenhuma interdição ou embargo para este empregador."
      />
      <Flex vertical gap={8}>
        {selected.map((e, i) => (
          <Card key={e.nrEmbargo} size="small" title={`${e.tipo} nº ${e.nrEmbargo}`} extra={<Button type="text" danger icon={<DeleteOutlined />} aria-label={`Tirar ${e.nrEmbargo} do relatório`} onClick={() => change({ interdicoes_embargos: selected.filter((_, j) => j !== i) })} />}>
            <Input.TextArea aria-label={`Objeto de ${e.nrEmbargo}`} rows={2} maxLength={2000} value={e.objeto ?? ''} onChange={(ev) => change({ interdicoes_embargos: selected.map((s, j) => (j === i ? { ...s, objeto: ev.target.value } : s)) })} />
          </Card>
        ))}
      </Flex>
    </div>
  );
}
