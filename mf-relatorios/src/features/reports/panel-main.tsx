import { useState } from 'react';
import { Alert, Button, Card, Col, Flex, Form, Input, Row, Space } from 'antd';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import SearchOutlined from '@ant-design/icons/SearchOutlined';
import { LazyDateField } from '@sisacte/ui';
import { EstablishmentMap } from '@sisacte/ui/map';
import { isValidCpfOrCnpj } from '@sisacte/contracts/common/cnpj';
import { REPORT_LIMITS } from '@sisacte/contracts/relatorios/reports';
import { auditor, getGeoConfig, searchPlaces } from './api';
import { formatInscricao, type ReportDraft } from './draft';

export interface PanelProps {
  draft: ReportDraft;
  change: (patch: Partial<ReportDraft> | ((draft: ReportDraft) => Partial<ReportDraft>)) => void;
}

const errorText = (error: unknown) => (error as { message?: string }).message ?? 'Falha na consulta ao sistema da auditoria.';

/** Panel 1: the employer (looked up in the auditor's system, editable), its place, the period, the team and the narrative. */
export function PanelMain({ draft, change }: PanelProps) {
  const [lookup, setLookup] = useState<{ loading: boolean; error: string | null; done: boolean }>({ loading: false, error: null, done: false });
  const nrValid = isValidCpfOrCnpj(draft.nrInscricao);

  async function buscar() {
    setLookup({ loading: true, error: null, done: false });
    try {
      const e = await auditor.employer(draft.nrInscricao);
      change({
        empregador_razao_social: e.noRazaoSocial,
        empregador_endereco: e.dsEndereco,
        empregador_bairro: e.dsBairro,
        empregador_uf: e.sguf,
        empregador_municipio: e.noMunicipio,
        empregador_cep: e.nrcep,
        empregador_cnae: e.cdcnae,
      });
      setLookup({ loading: false, error: null, done: true });
    } catch (error) {
      // The typed fields stay as they were: the inspector can fill them by hand.
      setLookup({ loading: false, error: errorText(error), done: false });
    }
  }

  const text = (key: keyof ReportDraft, label: string, id: string, max: number, span = 12, required = false) => (
    <Col xs={24} md={span}>
      <Form.Item label={label} htmlFor={id} required={required}>
        <Input id={id} value={draft[key] as string} maxLength={max} onChange={(e) => change({ [key]: e.target.value })} />
      </Form.Item>
    </Col>
  );

  const setTeam = (equipe: ReportDraft['equipe']) => change({ equipe });

  return (
    <Form layout="vertical" component="div">
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item
            label="CPF/CNPJ do empregador"
            htmlFor="relatorio-inscricao"
            required
            validateStatus={draft.nrInscricao && !nrValid ? 'error' : undefined}
            help={draft.nrInscricao && !nrValid ? 'CPF ou CNPJ inválido' : undefined}
          >
            <Space.Compact style={{ width: '100%' }}>
              <Input
                id="relatorio-inscricao"
                value={draft.nrInscricao}
                maxLength={18}
                inputMode="numeric"
                onChange={(e) => change({ nrInscricao: formatInscricao(e.target.value) })}
                onPressEnter={() => nrValid && void buscar()}
              />
              <Button icon={<SearchOutlined />} onClick={() => void buscar()} disabled={!nrValid} loading={lookup.loading}>
                Buscar
              </Button>
            </Space.Compact>
          </Form.Item>
        </Col>
      </Row>
      {lookup.error && (
        <Alert type="warning" showIcon style={{ marginBottom: 16 }} title={`A consulta ao sistema da auditoria falhou: ${lookup.error}`} description="Os dados digitados foram mantidos; preencha ou corrija os campos abaixo." />
      )}
      {lookup.done && <Alert type="success" showIcon style={{ marginBottom: 16 }} title="Dados do empregador preenchidos pelo sistema da auditoria. Confira e corrija se preciso." />}
      <Row gutter={16}>
        {text('empregador_razao_social', 'Razão social / nome', 'relatorio-razao-social', 200, 24, true)}
        {text('empregador_endereco', 'Endereço', 'relatorio-endereco', 300)}
        {text('empregador_bairro', 'Bairro', 'relatorio-bairro', 100)}
        {text('empregador_municipio', 'Município', 'relatorio-municipio', 100, 8)}
        {text('empregador_uf', 'UF', 'relatorio-uf', 2, 4)}
        {text('empregador_cep', 'CEP', 'relatorio-cep', 9, 6)}
        {text('empregador_cnae', 'CNAE', 'relatorio-cnae', 20, 6)}
      </Row>
      <Form.Item label="Local do estabelecimento no mapa">
        <EstablishmentMap
          point={draft.empregador_latitude !== null && draft.empregador_longitude !== null ? { lat: draft.empregador_latitude, lon: draft.empregador_longitude } : null}
          onChange={(p) => change({ empregador_latitude: p?.lat ?? null, empregador_longitude: p?.lon ?? null })}
          loadConfig={getGeoConfig}
          search={searchPlaces}
          lookAt={draft.empregador_municipio && draft.empregador_uf ? `${draft.empregador_municipio}, ${draft.empregador_uf}` : null}
        />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={12} md={6}>
          <Form.Item label="Data de início" htmlFor="relatorio-data-ini" required>
            <LazyDateField id="relatorio-data-ini" value={draft.data_ini || null} onChange={(v) => change({ data_ini: v ?? '' })} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item label="Data de fim" htmlFor="relatorio-data-fim" required>
            <LazyDateField id="relatorio-data-fim" value={draft.data_fim || null} min={draft.data_ini || undefined} openOn={draft.data_ini || null}
              rangeHints={{ min: 'A data de fim não pode ser anterior à data de início' }} onChange={(v) => change({ data_fim: v ?? '' })} />
          </Form.Item>
        </Col>
      </Row>

      <Form.Item label="Equipe" required>
        <Flex vertical gap={12}>
          {draft.equipe.map((inst, i) => (
            <Card
              key={i}
              size="small"
              title={
                <Input
                  aria-label={`Instituição ${i + 1}`}
                  value={inst.nome}
                  maxLength={200}
                  placeholder="Nome da instituição"
                  onChange={(e) => setTeam(draft.equipe.map((x, j) => (j === i ? { ...x, nome: e.target.value } : x)))}
                />
              }
              extra={
                draft.equipe.length > 1 && (
                  <Button type="text" danger icon={<DeleteOutlined />} aria-label={`Remover a instituição ${i + 1}`} onClick={() => setTeam(draft.equipe.filter((_, j) => j !== i))} />
                )
              }
            >
              <Flex vertical gap={8}>
                {inst.membros.map((m, k) => {
                  const setMember = (patch: Partial<typeof m>) =>
                    setTeam(draft.equipe.map((x, j) => (j === i ? { ...x, membros: x.membros.map((y, l) => (l === k ? { ...y, ...patch } : y)) } : x)));
                  return (
                    // on a phone the name takes its own line, the role and the bin the next
                    <Row key={k} gutter={[8, 8]}>
                      <Col xs={24} md={{ flex: 'auto' }}>
                        <Input aria-label={`Nome do membro ${k + 1} da instituição ${i + 1}`} placeholder="Nome" value={m.nome} maxLength={150} onChange={(e) => setMember({ nome: e.target.value })} />
                      </Col>
                      <Col xs={{ flex: 'auto' }} md={{ flex: '40%' }}>
                        <Input aria-label={`Cargo do membro ${k + 1} da instituição ${i + 1}`} placeholder="Cargo" value={m.cargo} maxLength={100} onChange={(e) => setMember({ cargo: e.target.value })} />
                      </Col>
                      <Col flex="none">
                        <Button
                          type="text"
                          icon={<DeleteOutlined />}
                          aria-label={`Remover o membro ${k + 1} da instituição ${i + 1}`}
                          disabled={inst.membros.length === 1}
                          onClick={() => setTeam(draft.equipe.map((x, j) => (j === i ? { ...x, membros: x.membros.filter((_, l) => l !== k) } : x)))}
                        />
                      </Col>
                    </Row>
                  );
                })}
                <Button
                  size="small"
                  icon={<PlusOutlined />}
                  style={{ alignSelf: 'flex-start' }}
                  disabled={inst.membros.length >= REPORT_LIMITS.members}
                  onClick={() => setTeam(draft.equipe.map((x, j) => (j === i ? { ...x, membros: [...x.membros, { nome: '', cargo: '' }] } : x)))}
                >
                  Adicionar membro
                </Button>
              </Flex>
            </Card>
          ))}
          <Button
            icon={<PlusOutlined />}
            style={{ alignSelf: 'flex-start' }}
            disabled={draft.equipe.length >= REPORT_LIMITS.institutions}
            onClick={() => setTeam([...draft.equipe, { nome: '', membros: [{ nome: '', cargo: '' }] }])}
          >
            Adicionar instituição
          </Button>
        </Flex>
      </Form.Item>

      <Form.Item label="Histórico" htmlFor="relatorio-historico">
        <Input.TextArea id="relatorio-historico" value={draft.historico} rows={6} maxLength={REPORT_LIMITS.text} showCount onChange={(e) => change({ historico: e.target.value })} />
      </Form.Item>
    </Form>
  );
}
