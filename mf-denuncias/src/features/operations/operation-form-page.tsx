import { useEffect, useState } from 'react';
import { Alert, Button, Card, Col, Flex, Form, Result, Row, Select, Skeleton, Space, Tag, Typography } from 'antd';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '@sisacte/api-client';
import {
  isOpenOperation,
  OPERATION_INITIAL_STATUS,
  OPERATION_STATUS_NEXT,
  type Operation,
  type OperationCity,
  type OperationStatus,
} from '@sisacte/contracts/denuncias/operations';
import type { Team } from '@sisacte/contracts/denuncias/teams';
import { CitySelect, LazyDateField, PageHeader, ServerErrors, StateSelect, useConfirm, useNotify, useRouteId, useSuccessDialog } from '@sisacte/ui';
import { DENUNCIAS_PATHS } from '../../paths';
import { deleteOperation, getOperation, listActiveTeams, saveOperation } from './api';
import { ComplaintsPanel, type OdcValue } from './complaints-panel';

interface FormState {
  equipe: number | null;
  dataIni: string | null;
  dataFim: string | null;
  status: OperationStatus;
  municipios: OperationCity[];
  odc: OdcValue[];
}

const EMPTY: FormState = { equipe: null, dataIni: null, dataFim: null, status: OPERATION_INITIAL_STATUS, municipios: [], odc: [] };

function fromOperation(o: Operation): FormState {
  return {
    equipe: o.equipe.id,
    dataIni: o.dataIni,
    dataFim: o.dataFim,
    status: o.status,
    municipios: o.municipios,
    odc: o.operacoesDemandaComplemento.map((x) => ({
      id: x.id,
      situacao: x.situacao,
      savedSituacao: x.situacao,
      texto: x.texto ?? '',
      complaint: { id: x.demandaComplemento.id, numerodemanda: x.demandaComplemento.numerodemanda, nomefantasia: x.demandaComplemento.nomefantasia, status: x.demandaComplemento.status, cidade: `${x.demandaComplemento.municipio.nome}/${x.demandaComplemento.uf}` },
    })),
  };
}

function PanelTitle({ n, children }: { n: number; children: string }) {
  return <Typography.Title level={2} style={{ fontSize: 16, marginTop: 0 }}>{`${n}. ${children}`}</Typography.Title>;
}

/** Panel 2: municipalities, a state then its cities, several. */
function CitiesPanel({ value, onChange, readOnly }: { value: OperationCity[]; onChange: (v: OperationCity[]) => void; readOnly: boolean }) {
  const [uf, setUf] = useState<string | null>(null);
  const [city, setCity] = useState<{ id: number; nome: string } | null>(null);
  function add() {
    if (!uf || !city || value.some((c) => c.id === city.id)) return;
    onChange([...value, { id: city.id, nome: city.nome, uf }]);
    setCity(null);
  }
  return (
    <>
      {!readOnly && (
        <Row gutter={12} align="bottom">
          <Col xs={24} sm={8}>
            <Form.Item label="Estado (UF)" htmlFor="operacao-uf">
              <StateSelect id="operacao-uf" valueKey="uf" value={uf} onChange={(v) => { setUf(v ?? null); setCity(null); }} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item label="Município" htmlFor="operacao-municipio">
              <CitySelect id="operacao-municipio" uf={uf} value={city?.id ?? null} onChange={(id, c) => setCity(id && c ? { id, nome: c.nome } : null)} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={4}>
            <Form.Item>
              <Button icon={<PlusOutlined />} onClick={add} disabled={!city} block>
                Adicionar município
              </Button>
            </Form.Item>
          </Col>
        </Row>
      )}
      <div aria-label="Municípios da operação" role="list">
        {value.length === 0 && <Typography.Text type="secondary">Nenhum município escolhido</Typography.Text>}
        {value.map((c) => (
          <Tag key={c.id} role="listitem" closable={!readOnly} onClose={() => onChange(value.filter((x) => x.id !== c.id))} style={{ marginBottom: 8, fontSize: 14, padding: '2px 8px' }}>
            {`${c.nome}/${c.uf}`}
          </Tag>
        ))}
      </div>
    </>
  );
}

/** /admin/operacoes/novo and /admin/operacoes/edit/{id}: panel 1 team, dates and status; 2 municipalities; 3 complaints. */
export function OperationFormPage() {
  const { id, editing } = useRouteId();
  const navigate = useNavigate();
  const success = useSuccessDialog();
  const confirm = useConfirm();
  const notify = useNotify();
  const [state, setState] = useState<FormState>(EMPTY);
  const [saved, setSaved] = useState<Operation | null>(null);
  const [teams, setTeams] = useState<Team[]>([]);
  const [loaded, setLoaded] = useState(!editing);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const set = (patch: Partial<FormState>) => setState((s) => ({ ...s, ...patch }));

  useEffect(() => {
    listActiveTeams().then((p) => setTeams(p.content), () => setTeams([]));
    if (id === null) return;
    if (!Number.isInteger(id) || id <= 0) return setLoadError('Operação não encontrada');
    getOperation(id).then(
      (o) => {
        setSaved(o);
        setState(fromOperation(o));
        setLoaded(true);
      },
      (e: Error) => setLoadError(e.message),
    );
  }, [id]);

  const from = saved?.status ?? null;
  const readOnly = from !== null && !isOpenOperation(from);
  const statusOptions: OperationStatus[] = from ? [from, ...OPERATION_STATUS_NEXT[from]] : [OPERATION_INITIAL_STATUS];
  const teamOptions = [...teams, ...(saved && !teams.some((t) => t.id === saved.equipe.id) ? [{ ...saved.equipe, operacoes: 0, created_at: '' }] : [])];

  async function submit() {
    const problems: string[] = [];
    if (!state.equipe) problems.push('Escolha a equipe');
    if (!state.dataIni) problems.push('Data inicial é obrigatória');
    if (!state.dataFim) problems.push('Data final é obrigatória');
    if (state.dataIni && state.dataFim && state.dataFim < state.dataIni) problems.push('A data final não pode ser anterior à data inicial');
    setErrors(problems);
    if (problems.length > 0) return;
    const closing = state.status !== from && !isOpenOperation(state.status);
    const returning = state.odc.filter((o) => o.situacao !== 'Fiscalizada').length;
    if (closing && returning > 0) {
      const verb = state.status === 'Cancelada' ? 'Cancelar' : 'Concluir';
      const which = returning === 1 ? '1 denúncia não fiscalizada volta a "Protocolada" e pode' : `${returning} denúncias não fiscalizadas voltam a "Protocolada" e podem`;
      if (!(await confirm(`${verb} a operação?`, `${which} entrar noutra operação. A operação não poderá mais ser alterada.`))) return;
    }
    setSaving(true);
    try {
      const answer = await saveOperation({
        ...(editing ? { id: id! } : {}),
        equipe: state.equipe!,
        dataIni: state.dataIni!,
        dataFim: state.dataFim!,
        status: state.status,
        municipios: state.municipios.map((c) => c.id),
        operacoesDemandaComplemento: state.odc.map((o) => ({ ...(o.id ? { id: o.id } : {}), situacao: o.situacao, texto: o.texto, demandaComplemento: o.complaint.id })),
      });
      await success(editing ? 'Dados atualizados!' : 'Operação Cadastrada!');
      navigate(DENUNCIAS_PATHS.operacoes, { state: { saved: answer.id } });
    } catch (error) {
      setErrors(error instanceof ApiError ? error.messages : [(error as Error).message]);
    } finally {
      setSaving(false);
    }
  }

  async function remove() {
    if (!(await confirm(`Excluir a operação ${id}?`, 'As denúncias ainda não fiscalizadas voltam a "Protocolada".'))) return;
    try {
      await deleteOperation(id!);
      notify.success('Operação excluída');
      navigate(DENUNCIAS_PATHS.operacoes);
    } catch (error) {
      notify.error(error);
    }
  }

  const title = editing ? `Editar operação ${id}` : 'Nova operação';
  if (loadError) return <Result status="warning" title={loadError} extra={<Button onClick={() => navigate(DENUNCIAS_PATHS.operacoes)}>Voltar à lista</Button>} />;
  if (!loaded) return <Skeleton active />;
  return (
    <>
      <PageHeader
        title={title}
        breadcrumb={[{ title: 'Denúncias' }, { title: 'Operações' }, { title }]}
        extra={
          editing && (
            <Button
              danger
              icon={<DeleteOutlined />}
              onClick={() => void remove()}
              disabled={state.odc.some((o) => o.savedSituacao === 'Fiscalizada')}
              title={state.odc.some((o) => o.savedSituacao === 'Fiscalizada') ? 'Uma operação com denúncias fiscalizadas não pode ser excluída: conclua-a ou cancele-a' : undefined}
            >
              Excluir operação
            </Button>
          )
        }
      />
      <Form layout="vertical" component="div">
        <ServerErrors messages={errors} />
        {readOnly && <Alert type="info" showIcon title={`A operação está "${from}" e não pode mais ser alterada.`} style={{ marginBottom: 16 }} />}
        <Card style={{ marginBottom: 16 }}>
          <PanelTitle n={1}>Equipe, datas e situação</PanelTitle>
          <Row gutter={16}>
            <Col xs={24} md={9}>
              <Form.Item label="Equipe" htmlFor="operacao-equipe" required>
                <Select id="operacao-equipe" showSearch={{ optionFilterProp: 'label' }} placeholder="Escolha uma equipe ativa" value={state.equipe ?? undefined} disabled={readOnly}
                  options={teamOptions.map((t) => ({ value: t.id, label: t.nome }))}
                  optionRender={(o) => {
                    const t = teamOptions.find((x) => x.id === o.value);
                    return <span><span aria-hidden style={{ display: 'inline-block', width: 12, height: 12, borderRadius: 3, background: t?.cor, marginRight: 8 }} />{o.label}</span>;
                  }}
                  onChange={(v: number) => set({ equipe: v })} />
              </Form.Item>
            </Col>
            <Col xs={12} md={5}>
              <Form.Item label="Data inicial" htmlFor="operacao-data-ini" required>
                <LazyDateField id="operacao-data-ini" value={state.dataIni} onChange={(v) => set({ dataIni: v })} min="2000-01-01" />
              </Form.Item>
            </Col>
            <Col xs={12} md={5}>
              <Form.Item label="Data final" htmlFor="operacao-data-fim" required
                validateStatus={state.dataIni && state.dataFim && state.dataFim < state.dataIni ? 'error' : undefined}
                help={state.dataIni && state.dataFim && state.dataFim < state.dataIni ? 'A data final não pode ser anterior à data inicial' : undefined}>
                <LazyDateField id="operacao-data-fim" value={state.dataFim} onChange={(v) => set({ dataFim: v })} min={state.dataIni ?? '2000-01-01'}
                  openOn={state.dataIni} rangeHints={state.dataIni ? { min: 'A data final não pode ser anterior à data inicial' } : undefined} />
              </Form.Item>
            </Col>
            <Col xs={24} md={5}>
              <Form.Item label="Situação" htmlFor="operacao-status" extra={editing ? undefined : 'Toda operação começa como Programada'}>
                <Select id="operacao-status" value={state.status} disabled={!editing || readOnly} options={statusOptions.map((s) => ({ value: s, label: s }))} onChange={(v: OperationStatus) => set({ status: v })} />
              </Form.Item>
            </Col>
          </Row>
        </Card>
        <Card style={{ marginBottom: 16 }}>
          <PanelTitle n={2}>Municípios</PanelTitle>
          <CitiesPanel value={state.municipios} onChange={(municipios) => set({ municipios })} readOnly={readOnly} />
        </Card>
        <Card style={{ marginBottom: 16 }}>
          <PanelTitle n={3}>Denúncias incluídas</PanelTitle>
          <ComplaintsPanel value={state.odc} onChange={(odc) => set({ odc })} readOnly={readOnly} />
          {saved && saved.ocultas > 0 && <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>{`Mais ${saved.ocultas} denúncia(s) que você não pode ver (mantidas).`}</Typography.Paragraph>}
        </Card>
        <Flex justify="end">
          <Space>
            <Button onClick={() => navigate(DENUNCIAS_PATHS.operacoes)}>Cancelar</Button>
            <Button type="primary" onClick={() => void submit()} loading={saving} disabled={readOnly}>Salvar</Button>
          </Space>
        </Flex>
      </Form>
    </>
  );
}
