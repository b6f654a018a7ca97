import { Button, Card, Flex, Form, Input, Typography } from 'antd';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { type AuditorNotice } from '@sisacte/contracts/relatorios/auditor';
import { REPORT_LIMITS, type ReportNotice } from '@sisacte/contracts/relatorios/reports';
import { formatDate } from '@sisacte/ui';
import { auditor } from './api';
import { AuditorPicker } from './auditor-picker';
import type { PanelProps } from './panel-main';

const noticeLine = (n: { nrAuto?: string; cdEmenta?: string; dsEmenta?: string; dtLavratura?: string | null }) =>
  `Auto nº ${n.nrAuto} — ${[n.cdEmenta, n.dsEmenta].filter(Boolean).join(' ')}${n.dtLavratura ? ` (${formatDate(n.dtLavratura)})` : ''}`;

/** Panel 2: the employer's notices of the report's three infraction codes; each chosen one with its history text. */
export function PanelNotices({ draft, change }: PanelProps) {
  const selected = draft.autos_infracao;
  const set = (autos_infracao: ReportNotice[]) => change({ autos_infracao });

  async function toggle(n: AuditorNotice, on: boolean) {
    if (!on) return set(selected.filter((s) => s.nrAuto !== n.nrAuto));
    const chosen: ReportNotice = { ...n, dsHistorico: '' };
    set([...selected, chosen]);
    try {
      const detail = await auditor.notice(draft.nrInscricao, n.nrAuto, n.cdDownload);
      change((d) => ({ autos_infracao: d.autos_infracao.map((s) => (s.nrAuto === n.nrAuto && !s.dsHistorico ? { ...s, dsHistorico: detail.dsHistorico } : s)) }));
    } catch {
      // The history is typed by hand when the auditor fails.
    }
  }

  return (
    <div>
      <Typography.Paragraph type="secondary">Autos de infração do empregador no sistema da auditoria (só os das ementas deste relatório). Marque os que entram no relatório.</Typography.Paragraph>
      <AuditorPicker<AuditorNotice>
        nrInscricao={draft.nrInscricao}
        load={async (nr) => {
          const r = await auditor.notices(nr);
          return { items: r.autos, note: r.outros > 0 ? `${r.outros} auto(s) de outras ementas não ${r.outros === 1 ? 'aparece' : 'aparecem'} aqui.` : undefined };
        }}
        keyOf={(n) => n.nrAuto}
        describe={noticeLine}
        isSelected={(n) => selected.some((s) => s.nrAuto === n.nrAuto)}
        onToggle={toggle}
        download={(n) => auditor.noticeFile(draft.nrInscricao, n.nrAuto, n.cdDownload)}
        noun="o auto"
        emptyText="Nenhum auto de infração destas ementas para este empregador."
      />
      <Typography.Title level={5}>Autos no relatório ({selected.length})</Typography.Title>
      <Flex vertical gap={12}>
        {selected.map((n, i) => (
          <Card
            key={i}
            size="small"
            title={n.cdEmenta ? noticeLine(n) : 'Auto digitado'}
            extra={<Button type="text" danger icon={<DeleteOutlined />} aria-label={`Tirar o auto ${n.nrAuto || i + 1} do relatório`} onClick={() => set(selected.filter((_, j) => j !== i))} />}
          >
            <Form layout="vertical" component="div">
              {!n.cdEmenta && (
                <Form.Item label="Número do auto" htmlFor={`auto-numero-${i}`} required>
                  <Input id={`auto-numero-${i}`} value={n.nrAuto} maxLength={30} onChange={(e) => set(selected.map((s, j) => (j === i ? { ...s, nrAuto: e.target.value } : s)))} />
                </Form.Item>
              )}
              <Form.Item label={`Histórico do auto ${n.nrAuto}`} htmlFor={`auto-historico-${i}`} style={{ marginBottom: 0 }}>
                <Input.TextArea id={`auto-historico-${i}`} rows={3} maxLength={REPORT_LIMITS.text} value={n.dsHistorico ?? ''} onChange={(e) => set(selected.map((s, j) => (j === i ? { ...s, dsHistorico: e.target.value } : s)))} />
              </Form.Item>
            </Form>
          </Card>
        ))}
        <Button icon={<PlusOutlined />} style={{ alignSelf: 'flex-start' }} onClick={() => set([...selected, { nrAuto: '', cdEmenta: '', dsEmenta: '', dtLavratura: null, cdDownload: '', dsHistorico: '' }])}>
          Adicionar auto digitado
        </Button>
      </Flex>
    </div>
  );
}
