import { useCallback, useEffect, useState } from 'react';
import { Alert, Button, Descriptions, Flex, Skeleton, Space, Tabs, Tag, Typography } from 'antd';
import HistoryOutlined from '@ant-design/icons/HistoryOutlined';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { hasRole, useCurrentUser } from '@sisacte/auth';
import { ROLES } from '@sisacte/contracts/auth/roles';
import { type ComplaintProfile } from '@sisacte/contracts/denuncias/complaint-profile';
import { COMPLAINT_LANGUAGE_NAMES } from '@sisacte/contracts/denuncias/complaints';
import { ExportButtons, FilesPanel, formatDate, formatDateTime, PageHeader } from '@sisacte/ui';
import { DENUNCIAS_PATHS } from '../../paths';
import { PointsMap } from '@sisacte/ui/map';
import { ArchiveActions } from './archive/archive-actions';
import { ArchiveRequestsTab } from './archive/archive-requests-tab';
import { ComplaintStatusTag, DaysRemaining } from '../../shared/complaint-status-tag';
import { AccessTab } from './access-tab';
import { AnswersByCategory } from './answers-by-category';
import { getComplaint, openComplaintReport } from './api';
import { ExtrasTab } from './extras-tab';
import { HistoryList } from './history-list';
import { ScoreExplanation } from './score-explanation';

/** The files module's entity for complaints (files of a complaint: entity 'denuncia', codid its id). */
export const COMPLAINT_FILES_ENTITY = 'denuncia';
const TABS = ['estabelecimento', 'respostas', 'pontuacao', 'complementos', 'arquivos', 'pedidos', 'historico', 'acessos'] as const;
type TabKey = (typeof TABS)[number];

/**
 * /admin/denuncias/profile/{id} (admin.denuncias_profile): the establishment and place, the answers
 * by category, the IRTE score explained, extras, files, archive requests and the history; the
 * complaint's PDF and the archive button; 'Acessos' (the access trail) for administrators and the
 * data-protection officer. The open tab is kept in the address (?tab=).
 */
export function ComplaintProfilePage() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const seesAccess = hasRole(ROLES.ENCARREGADO_DADOS, useCurrentUser());
  const asked = (TABS as readonly string[]).includes(params.get('tab') ?? '') ? (params.get('tab') as TabKey) : 'estabelecimento';
  const tab: TabKey = asked === 'acessos' && !seesAccess ? 'estabelecimento' : asked;
  const [complaint, setComplaint] = useState<ComplaintProfile | null>(null);
  const [error, setError] = useState<string | null>(null);
  /** Bumped when the complaint changes (archive, extra): its tabs reload. */
  const [version, setVersion] = useState(0);

  const load = useCallback(() => {
    getComplaint(id).then(
      (c) => (setComplaint(c), setError(null)),
      (e: Error) => setError(e.message),
    );
  }, [id]);
  useEffect(load, [load, version]);
  const changed = () => setVersion((v) => v + 1);

  if (error) {
    return (
      <>
        <PageHeader title="Denúncia" breadcrumb={[{ title: 'Denúncias' }, { title: 'Denúncia' }]} />
        <Alert type="error" showIcon title={error} action={<Link to={DENUNCIAS_PATHS.lista}>Voltar para a lista</Link>} />
      </>
    );
  }
  if (!complaint) return <Skeleton active />;

  const d = complaint.demanda;
  const point =
    complaint.estabelecimento_latitude !== null && complaint.estabelecimento_longitude !== null
      ? [{ id: complaint.id, lat: complaint.estabelecimento_latitude, lng: complaint.estabelecimento_longitude, title: d.numerodemanda }]
      : null;

  return (
    <>
      <PageHeader
        title={`Denúncia ${d.numerodemanda}`}
        breadcrumb={[
          { title: <Link to={complaint.arquivada ? DENUNCIAS_PATHS.arquivadas : DENUNCIAS_PATHS.lista}>{complaint.arquivada ? 'Denúncias arquivadas' : 'Denúncias'}</Link> },
          { title: d.numerodemanda },
        ]}
        extra={
          <Space wrap>
            <ExportButtons pdf={() => openComplaintReport(complaint.id)} pdfLabel="PDF da denúncia" />
            <Button icon={<HistoryOutlined />} onClick={() => navigate(DENUNCIAS_PATHS.historico(complaint.id))}>
              Histórico
            </Button>
            <ArchiveActions complaintId={complaint.id} arquivada={complaint.arquivada} onChanged={changed} version={version} />
          </Space>
        }
      />
      <Flex gap={8} wrap align="center" style={{ marginBottom: 16 }}>
        <ComplaintStatusTag status={complaint.status} />
        {complaint.arquivada && <Tag color="default">Arquivada</Tag>}
        <Typography.Text>
          Pontuação IRTE: <strong>{complaint.score}</strong>
        </Typography.Text>
        <Typography.Text type="secondary">{`Cadastrada em ${formatDateTime(complaint.createdAt)}`}</Typography.Text>
        {/* the language it was filed in, named in its own words: a team routes it to someone who speaks it */}
        <Typography.Text data-testid="idioma">
          Idioma: <span lang={complaint.idioma}>{COMPLAINT_LANGUAGE_NAMES[complaint.idioma] ?? complaint.idioma}</span>
        </Typography.Text>
      </Flex>
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams((p) => (key === 'estabelecimento' ? p.delete('tab') : p.set('tab', key), p), { replace: true })}
        items={[
          {
            key: 'estabelecimento',
            label: 'Estabelecimento',
            children: (
              <Flex gap={16} wrap>
                <Descriptions
                  style={{ flex: '1 1 320px' }}
                  size="small"
                  column={1}
                  bordered
                  items={[
                    { key: 'nome', label: 'Estabelecimento', children: d.nomefantasia },
                    { key: 'end', label: 'Endereço', children: d.enderecoempresa || '—' },
                    { key: 'cidade', label: 'Município/UF', children: `${d.municipio.nome}/${d.ufendempresa.uf}` },
                    {
                      key: 'org',
                      label: 'Organizações',
                      children: complaint.organizacoes.length ? complaint.organizacoes.map((o) => o.sigla ?? o.nome).join(', ') : '—',
                    },
                    {
                      key: 'prev',
                      label: 'Previsão de encerramento',
                      children: complaint.estabelecimentoEncerramento ? (
                        <>
                          {formatDate(complaint.estabelecimentoEncerramento)} (<DaysRemaining label={complaint.diasRestantes} />)
                        </>
                      ) : (
                        'Sem previsão'
                      ),
                    },
                    ...(complaint.nomeCadastrador !== null || d.cadastrador !== null
                      ? [{ key: 'cad', label: 'Cadastrador', children: complaint.nomeCadastrador ?? d.cadastrador }]
                      : []),
                  ]}
                />
                <div style={{ flex: '1 1 320px', minWidth: 0 }}>
                  {point ? (
                    <PointsMap points={point} height={260} label={`Local do estabelecimento ${d.nomefantasia} no mapa`} />
                  ) : (
                    <Alert type="info" showIcon title="O local do estabelecimento não foi marcado no mapa." />
                  )}
                </div>
              </Flex>
            ),
          },
          { key: 'respostas', label: 'Respostas', children: <AnswersByCategory categorias={complaint.categorias} /> },
          { key: 'pontuacao', label: 'Pontuação IRTE', children: <ScoreExplanation pontuacao={complaint.pontuacao} /> },
          { key: 'complementos', label: 'Complementos', children: <ExtrasTab complaintId={complaint.id} onAdded={changed} /> },
          {
            key: 'arquivos',
            label: 'Arquivos',
            children: <FilesPanel entity={COMPLAINT_FILES_ENTITY} codid={complaint.id} role={ROLES.DENUNCIAS} />,
          },
          {
            key: 'pedidos',
            label: 'Pedidos de arquivamento',
            children: <ArchiveRequestsTab complaintId={complaint.id} version={version} onChanged={changed} />,
          },
          { key: 'historico', label: 'Histórico', children: <HistoryList complaintId={complaint.id} version={version} /> },
          ...(seesAccess ? [{ key: 'acessos', label: 'Acessos', children: <AccessTab complaintId={complaint.id} /> }] : []),
        ]}
      />
    </>
  );
}
