import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Card, Flex, Grid, Result, Skeleton, Steps, Typography } from 'antd';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import SaveOutlined from '@ant-design/icons/SaveOutlined';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { REPORT_MESSAGES, REPORT_STEPS, reportStepProblems, type ReportSave } from '@sisacte/contracts/relatorios/reports';
import { PageHeader, useNotify, useSuccessDialog } from '@sisacte/ui';
import { getReport, saveReport, saveReportPdf } from './api';
import { draftOf, emptyDraft, type ReportDraft } from './draft';
import { PanelClosing } from './panel-closing';
import { PanelEmbargoes } from './panel-embargoes';
import { PanelInformal } from './panel-informal';
import { PanelMain } from './panel-main';
import { PanelNotices } from './panel-notices';
import { PdfFrame } from './pdf-frame';
import { REPORT_PATHS } from './paths';

/*
 * The report wizard. The steps keep the spec's panel numbers — 1, 2, 3, 5, 6, 7 (the spec has no
 * panel 4) — and the gap is not explained on screen. A step opens only when the sub-forms of every
 * step before it are valid; what blocks the next step is listed under the current one.
 */
export function ReportWizardPage() {
  const { id: idParam } = useParams();
  const editId = idParam ? Number(idParam) : null;
  const notify = useNotify();
  const success = useSuccessDialog();
  const screens = Grid.useBreakpoint();
  const [draft, setDraft] = useState<ReportDraft | null>(editId ? null : emptyDraft());
  const [loadError, setLoadError] = useState<string | null>(null);
  // A new report, once saved, reopens as /edit/{id} on its PDF step (the address then names the report).
  const arrived = (useLocation().state ?? {}) as { step?: number };
  const navigate = useNavigate();
  const [current, setCurrent] = useState(editId && arrived.step ? arrived.step : 0);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState<{ id: number; version: number } | null>(editId && arrived.step ? { id: editId, version: 1 } : null);

  useEffect(() => {
    if (!editId) return;
    getReport(editId).then((r) => setDraft(draftOf(r)), (e: { message?: string }) => setLoadError(e.message ?? REPORT_MESSAGES.NOT_FOUND));
  }, [editId]);

  const problems = useMemo(() => (draft ? REPORT_STEPS.map((_, i) => reportStepProblems(i, draft)) : []), [draft]);
  if (loadError) return <Result status="warning" title={loadError} />;
  if (!draft) return <Skeleton active />;

  const change = (patch: Partial<ReportDraft> | ((d: ReportDraft) => Partial<ReportDraft>)) => {
    setDraft((d) => (d ? { ...d, ...(typeof patch === 'function' ? patch(d) : patch) } : d));
  };
  /** Step i opens when the steps before it are all valid. */
  const enabled = (i: number) => problems.slice(0, i).every((p) => p.length === 0);

  async function save() {
    setSaving(true);
    try {
      const { id } = await saveReport({ ...draft!, id: draft!.id ?? saved?.id } as ReportSave);
      const created = !draft!.id && !saved;
      setDraft((d) => (d ? { ...d, id } : d));
      setSaved((s) => ({ id, version: (s?.version ?? 0) + 1 }));
      await success(created ? REPORT_MESSAGES.CREATED : REPORT_MESSAGES.UPDATED);
      if (created) navigate(REPORT_PATHS.edit(id), { replace: true, state: { step: REPORT_STEPS.length - 1 } });
    } catch (error) {
      notify.error(error);
    } finally {
      setSaving(false);
    }
  }

  const panelProps = { draft, change };
  const step = REPORT_STEPS[current]!;
  const blocking = problems[current] ?? [];
  const reportId = draft.id ?? saved?.id;

  return (
    <>
      <PageHeader
        title={draft.id ? `Relatório nº ${draft.id}` : 'Novo relatório'}
        breadcrumb={[{ title: 'Relatórios' }, { title: draft.id ? 'Editar' : 'Novo' }]}
      />
      <Card>
        <Steps
          current={current}
          size="small"
          orientation={screens.md ? 'horizontal' : 'vertical'}
          onChange={(i) => enabled(i) && setCurrent(i)}
          items={REPORT_STEPS.map((s, i) => ({
            title: s.title,
            icon: <span className={`report-step-number${i === current ? ' current' : ''}`}>{s.panel}</span>,
            disabled: !enabled(i),
            status: i === current ? 'process' : problems[i]?.length === 0 && i < REPORT_STEPS.length - 1 && enabled(i) ? 'finish' : 'wait',
            'aria-label': `Passo ${s.panel}: ${s.title}${enabled(i) ? '' : ' (bloqueado)'}`,
          }))}
          style={{ marginBottom: 24 }}
        />
        <style>{`.report-step-number{display:inline-flex;align-items:center;justify-content:center;width:24px;height:24px;border-radius:50%;border:1px solid #bfbfbf;font-size:13px;color:#595959;background:#fff}.report-step-number.current{background:#1677ff;border-color:#1677ff;color:#fff}`}</style>
        <Typography.Title level={4}>
          {step.panel}. {step.title}
        </Typography.Title>
        {current === 0 && <PanelMain {...panelProps} />}
        {current === 1 && <PanelNotices {...panelProps} />}
        {current === 2 && <PanelInformal {...panelProps} />}
        {current === 3 && <PanelEmbargoes {...panelProps} />}
        {current === 4 && <PanelClosing {...panelProps} />}
        {current === 5 && (
          <Flex vertical gap={16}>
            <Typography.Paragraph>Salve o relatório para gerar o PDF. Depois de salvo, cada alteração pede um novo salvamento.</Typography.Paragraph>
            <Flex gap={8} wrap>
              <Button type="primary" icon={<SaveOutlined />} loading={saving} onClick={() => void save()}>
                Salvar e gerar PDF
              </Button>
              {reportId && saved && (
                <Button icon={<DownloadOutlined />} onClick={() => saveReportPdf(reportId).catch((e: unknown) => notify.error(e))}>
                  Baixar PDF
                </Button>
              )}
            </Flex>
            {saved && <PdfFrame id={saved.id} version={saved.version} />}
          </Flex>
        )}
        {blocking.length > 0 && current < REPORT_STEPS.length - 1 && (
          <Alert
            type="info"
            showIcon
            style={{ marginTop: 16 }}
            title={`Para avançar ao passo ${REPORT_STEPS[current + 1]!.panel}:`}
            description={
              <ul style={{ margin: 0, paddingLeft: 18 }}>
                {blocking.map((p) => (
                  <li key={p}>{p}</li>
                ))}
              </ul>
            }
          />
        )}
        <Flex justify="space-between" style={{ marginTop: 24 }}>
          <Button disabled={current === 0} onClick={() => setCurrent((c) => c - 1)}>
            Anterior
          </Button>
          {current < REPORT_STEPS.length - 1 && (
            <Button type="primary" disabled={!enabled(current + 1)} onClick={() => setCurrent((c) => c + 1)}>
              Próximo
            </Button>
          )}
        </Flex>
      </Card>
    </>
  );
}
