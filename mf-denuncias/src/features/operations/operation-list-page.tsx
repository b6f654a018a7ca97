import { useEffect, useState } from 'react';
import { Alert, Card, Col, Form, Row, Select, Skeleton, Statistic, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { OPERATION_STATUSES, type OperationStatus } from '@sisacte/contracts/denuncias/operations';
import type { OperationsSummary } from '@sisacte/contracts/painel/painel';
import { CreateButton, LazyPart, PageHeader, useNearViewport, useServerPage } from '@sisacte/ui';
import { DENUNCIAS_PATHS } from '../../paths';
import { getOperationsSummary, listOperations } from './api';
import { OperationDetail } from './operation-detail';
import { monthName, periodCounts, type LoadedEvents, type PeriodCounts, type VisiblePeriod } from './visible-period';

// FullCalendar loads with this screen only; the list below the calendar (antd's table) when scrolled towards.
const loadCalendar = () => import('./operations-calendar');
const loadTable = () => import('./operations-table');

/** How many loads of the calendar are kept for the counters (a late answer of a period left behind stays harmless). */
const KEPT_LOADS = 4;

/**
 * The counts above the calendar: the operations per status of the calendar's visible month or week (from the
 * events the calendar loads; the server's current month until it shows one), then GET /api/painel/operacoes's
 * complaints awaiting inspection and inspected in the year.
 */
function SummaryCards({ summary, period }: { summary: OperationsSummary | null; period: PeriodCounts | null }) {
  if (!summary) return <Skeleton active paragraph={{ rows: 1 }} />;
  const shown: PeriodCounts = period ?? { title: `Operações em ${monthName(summary.mes)}`, porStatus: summary.porStatus, partial: false };
  const statuses = shown.porStatus ?? OPERATION_STATUSES.map((rotulo) => ({ rotulo, quantidade: null }));
  const cards: [string, number | null][] = [
    ...statuses.map((s): [string, number | null] => [s.rotulo, s.quantidade]),
    ['Denúncias aguardando fiscalização', summary.aguardandoFiscalizacao],
    [`Fiscalizadas em ${summary.ano}`, summary.fiscalizadasNoAno],
  ];
  return (
    <section aria-label="Resumo das operações" data-testid="operations-summary">
      <Typography.Text type="secondary" aria-live="polite">
        {shown.partial ? `${shown.title} (contagem parcial: há operações demais neste período)` : shown.title}
      </Typography.Text>
      <Row gutter={[12, 12]} style={{ marginTop: 4 }}>
        {cards.map(([label, value]) => (
          <Col key={label} xs={12} sm={8} xl={4}>
            <Card size="small">
              <Statistic title={label} value={value ?? undefined} loading={value === null} />
            </Card>
          </Col>
        ))}
      </Row>
    </section>
  );
}

/** /admin/operacoes/list: the counts, the calendar (month and week) with the detail panel, and the list below it. */
export function OperationListPage() {
  const navigate = useNavigate();
  const [status, setStatus] = useState<OperationStatus | null>(null);
  const list = useServerPage((page) => listOperations(page, status), String(status));
  const [summary, setSummary] = useState<OperationsSummary | null>(null);
  const [summaryError, setSummaryError] = useState<string | null>(null);
  const [open, setOpen] = useState<number | null>(null);
  const [period, setPeriod] = useState<VisiblePeriod | null>(null);
  const [loads, setLoads] = useState<LoadedEvents[]>([]);
  const truncated = !!period && periodCounts(period, loads).partial;
  const [calendarFailed, setCalendarFailed] = useState(false);
  // held until the calendar is drawn (or failed): its placeholder is shorter, and would bring the list on screen for a moment
  const [tableNear, tableRef] = useNearViewport({ hold: period === null && !calendarFailed });
  const tableSkeleton = <Skeleton active paragraph={{ rows: 5 }} />;

  useEffect(() => {
    getOperationsSummary().then(setSummary, (e: Error) => setSummaryError(e.message));
  }, []);

  return (
    <>
      <PageHeader
        title="Operações"
        breadcrumb={[{ title: 'Denúncias' }, { title: 'Operações' }]}
        extra={<CreateButton label="Nova operação" onClick={() => navigate(DENUNCIAS_PATHS.operacaoNova)} />}
      />
      {summaryError ? <Alert type="error" showIcon title={summaryError} style={{ marginBottom: 16 }} /> : <SummaryCards summary={summary} period={period && periodCounts(period, loads)} />}
      <Card size="small" style={{ margin: '16px 0' }}>
        {truncated && <Alert type="warning" showIcon title="Há operações demais neste período: o calendário mostra as primeiras." style={{ marginBottom: 8 }} />}
        <LazyPart
          load={loadCalendar}
          label="o calendário"
          fallback={<Skeleton active paragraph={{ rows: 8 }} />}
          onFailed={() => setCalendarFailed(true)}
          props={{ version: 0, onOpen: setOpen, onPeriod: setPeriod, onLoaded: (load: LoadedEvents) => setLoads((kept) => [...kept.slice(1 - KEPT_LOADS), load]) }}
        />
      </Card>
      <Card size="small" style={{ marginBottom: 16 }}>
        <Form layout="inline" aria-label="Filtros de operações">
          <Form.Item label="Situação" htmlFor="operacao-status">
            <Select id="operacao-status" allowClear placeholder="Todas" style={{ minWidth: 180 }} value={status ?? undefined}
              options={OPERATION_STATUSES.map((s) => ({ value: s, label: s }))}
              onChange={(v?: OperationStatus) => { setStatus(v ?? null); list.setPageNumber(0); }} />
          </Form.Item>
        </Form>
      </Card>
      <div ref={tableRef}>
        {tableNear ? (
          <LazyPart load={loadTable} label="a lista de operações" fallback={tableSkeleton} props={{ list, filtered: !!status, onOpen: setOpen }} />
        ) : (
          tableSkeleton
        )}
      </div>
      <OperationDetail id={open} onClose={() => setOpen(null)} />
    </>
  );
}
