import { Suspense, useEffect, useRef, useState } from 'react';
import { Alert, Button, Col, Flex, Row, Typography } from 'antd';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { ROLES } from '@sisacte/contracts/auth/roles';
import { type ComplaintListItem, type ComplaintPoints } from '@sisacte/contracts/denuncias/complaint-list';
import { hasRole, useCurrentUser } from '@sisacte/auth';
import { ExportButtons, FilterBox, FilterForm, formatDate, PageHeader, retryableLazy, ServerTable, useServerPage, useUrlFilters } from '@sisacte/ui';
import { DENUNCIAS_PATHS } from '../../paths';
import { PointsMap } from '@sisacte/ui/map';
import { listComplaintPoints, listComplaints, openComplaintListReport } from './api';
import { complaintFilterCodec, countComplaintFilters, EMPTY_COMPLAINT_FILTERS } from '../../shared/complaint-filters/complaint-filters';
import { ComplaintStatusTag, DaysRemaining } from '../../shared/complaint-status-tag';
import { ComplaintScopeNotice } from './scope-notice';

// The filter fields (date pickers, number inputs, place selects, the area map) load when the 'Filtros' box is
// first opened (at once when the address holds a filter), as the people list's do.
const ComplaintFilterFields = retryableLazy(() =>
  import('../../shared/complaint-filters/complaint-filter-fields').then((m) => ({ default: m.ComplaintFilterFields })),
);

/** Where this browser keeps whether the archived list's map is open. */
export const ARCHIVED_MAP_KEY = 'sisacte.denuncias-arquivadas.mapa';

/**
 * Whether the map is shown, and how to show or hide it. The list of complaints being triaged always shows it
 * (below the table on a laptop, it loads when scrolled to). The archived list is looked up rather than
 * triaged, and its few rows would leave the map on screen at once, OpenLayers and a dozen tiles on every first
 * visit: there the map opens on demand ('Mostrar no mapa'), and this browser remembers the choice.
 */
function useMapShown(arquivada: boolean): [boolean, (shown: boolean) => void] {
  const [chosen, setChosen] = useState(() => {
    try {
      return localStorage.getItem(ARCHIVED_MAP_KEY) === 'aberto';
    } catch {
      return false;
    }
  });
  const choose = (shown: boolean) => {
    setChosen(shown);
    try {
      if (shown) localStorage.setItem(ARCHIVED_MAP_KEY, 'aberto');
      else localStorage.removeItem(ARCHIVED_MAP_KEY);
    } catch {
      // private mode: remembered for this visit only
    }
  };
  return [!arquivada || chosen, choose];
}

/** Whether the address is the archived list (chosen by whether it contains denuncias-arquivadas). */
export const isArchivedPath = (pathname: string) => pathname.includes('denuncias-arquivadas');

/**
 * /admin/denuncias and /admin/denuncias-arquivadas: one screen chosen by the address. Filters kept in
 * the address, 20 per page by id ascending, the listed complaints' points on a map beside the table,
 * the PDF of the filtered list; the author column only for holders of VisualizarTodasDemandas.
 */
export function ComplaintListPage() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const arquivada = isArchivedPath(pathname);
  const user = useCurrentUser();
  const seesAll = hasRole(ROLES.VISUALIZAR_TODAS_DEMANDAS, user);
  const filters = useUrlFilters(complaintFilterCodec);
  const { applied } = filters;
  const key = `${arquivada}|${filters.key}`;
  const list = useServerPage((page) => listComplaints(applied, arquivada, page), key);
  const filterCount = countComplaintFilters(applied);
  const [points, setPoints] = useState<ComplaintPoints | null>(null);
  const [pointsError, setPointsError] = useState<string | null>(null);
  const [mapShown, showMap] = useMapShown(arquivada);
  // the button clicked goes away: the keyboard's focus moves to the one that takes its place
  const toggleRef = useRef<HTMLButtonElement>(null);
  const [toggled, setToggled] = useState(false);
  const toggleMap = (shown: boolean) => {
    showMap(shown);
    setToggled(true);
  };
  useEffect(() => {
    if (toggled) toggleRef.current?.focus();
  }, [toggled, mapShown]);

  useEffect(() => {
    let cancelled = false;
    listComplaintPoints(applied, arquivada).then(
      (p) => !cancelled && (setPoints(p), setPointsError(null)),
      (e: Error) => !cancelled && setPointsError(e.message),
    );
    return () => {
      cancelled = true;
    };
    // reload when the filters (key) change
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const title = arquivada ? 'Denúncias arquivadas' : 'Denúncias';
  const noun = arquivada ? 'Nenhuma denúncia arquivada' : 'Nenhuma denúncia';

  return (
    <>
      <PageHeader
        title={title}
        breadcrumb={[{ title: 'Denúncias' }, { title }]}
        extra={<ExportButtons pdf={() => openComplaintListReport(applied, arquivada)} />}
      />
      <FilterBox count={filterCount} defaultOpen={filterCount > 0}>
        <FilterForm onSearch={() => filters.apply(filters.draft)} onClear={() => filters.reset(EMPTY_COMPLAINT_FILTERS)}>
          <Suspense fallback={<div aria-busy="true" style={{ minHeight: 72 }} />}>
            <ComplaintFilterFields value={filters.draft} onChange={filters.setDraft} />
          </Suspense>
        </FilterForm>
      </FilterBox>
      <ComplaintScopeNotice seesAll={seesAll} />
      {list.error && <Alert type="error" showIcon title={list.error.message} style={{ marginBottom: 16 }} />}
      <Row gutter={[16, 16]}>
        <Col xs={24} xxl={15}>
          <ServerTable<ComplaintListItem>
            page={list.data}
            loading={list.loading}
            onPageChange={list.setPageNumber}
            rowKey="id"
            emptyText={filterCount > 0 ? `${noun} encontrada com esses filtros` : `${noun} registrada`}
            columns={[
              {
                title: 'Protocolo',
                dataIndex: 'numerodemanda',
                render: (v: string, c) => (
                  <Link to={DENUNCIAS_PATHS.perfil(c.id)} style={{ whiteSpace: 'nowrap' }}>
                    {v}
                  </Link>
                ),
              },
              { title: 'Estabelecimento', dataIndex: 'nomefantasia' },
              { title: 'Município/UF', key: 'cidade', render: (_, c) => `${c.municipio.nome}/${c.uf}` },
              { title: 'Cadastro', dataIndex: 'createdAt', width: 110, render: (v: string) => formatDate(v) },
              { title: 'IRTE', dataIndex: 'score', width: 70, align: 'right' },
              { title: 'Dias restantes', dataIndex: 'diasRestantes', width: 120, render: (v: string) => <DaysRemaining label={v} /> },
              { title: 'Situação', dataIndex: 'status', render: (v: ComplaintListItem['status']) => <ComplaintStatusTag status={v} /> },
              ...(seesAll
                ? [{ title: 'Cadastrador', dataIndex: 'nomeCadastrador', render: (v: string | null) => v ?? 'Público (anônimo)' }]
                : []),
            ]}
          />
        </Col>
        <Col xs={24} xxl={9}>
          <Typography.Title level={2} style={{ fontSize: 16, marginTop: 0 }}>
            Mapa das denúncias
          </Typography.Title>
          {pointsError && <Alert type="error" showIcon title={pointsError} style={{ marginBottom: 8 }} />}
          {mapShown ? (
            <PointsMap
              // below the table on a laptop: it waits for the table's rows (or its error), so that it only loads when scrolled to
              hold={!list.data && !list.error}
              cluster
              height={420}
              points={(points?.points ?? []).map((p) => ({ id: p.id, lat: p.lat, lng: p.lng, title: p.numerodemanda }))}
              onOpen={(id) => navigate(DENUNCIAS_PATHS.perfil(id))}
              label="Mapa das denúncias listadas: grupos aproximam ao clicar; um ponto abre a denúncia."
            />
          ) : (
            <Button ref={toggleRef} onClick={() => toggleMap(true)} style={{ marginBottom: 8 }}>
              Mostrar no mapa
            </Button>
          )}
          <Flex justify="space-between" align="center" wrap gap={8}>
            <Typography.Text type="secondary" data-testid="points-count">
              {points
                ? `${points.points.length} ${points.points.length === 1 ? 'denúncia localizada' : 'denúncias localizadas'} no mapa${points.truncated ? ' (mostrando as primeiras)' : ''}.`
                : mapShown
                  ? 'Carregando o mapa…'
                  : 'Localizando as denúncias…'}
            </Typography.Text>
            {arquivada && mapShown && (
              <Button ref={toggleRef} type="link" style={{ paddingInline: 0 }} onClick={() => toggleMap(false)}>
                Ocultar mapa
              </Button>
            )}
          </Flex>
        </Col>
      </Row>
    </>
  );
}
