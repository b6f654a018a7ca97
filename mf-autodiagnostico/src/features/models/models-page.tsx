import { useCallback, useEffect, useState } from 'react';
import { Alert, Select, Spin, Table } from 'antd';
import type { Aggregates } from '@sisacte/contracts/autodiagnostico/aggregates';
import { AGGREGATE_MIN_EVALUATIONS } from '@sisacte/contracts/autodiagnostico/aggregates';
import { isContentLanguage, LANGUAGE_OWN_NAMES } from '@sisacte/contracts/denuncias/questions-translations';
import { formatDateTime, PageHeader } from '@sisacte/ui';
import { SCREEN_CSS } from '../../shared/screen-styles';
import { modelsApi, type StaffModel } from './api';
import { ModelImport } from './model-import';

/**
 * Staff (role Autodiagnostico), /admin/autodiagnostico/modelos: every model version with its
 * evaluations, the import of a new version, and anonymous aggregates of the finished evaluations.
 */
export function ModelsPage() {
  const [models, setModels] = useState<StaffModel[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = useCallback(() => modelsApi.list().then(setModels, (e: Error) => setError(e.message)), []);
  useEffect(() => void load(), [load]);

  return (
    <div>
      <style>{SCREEN_CSS}</style>
      <PageHeader title="Modelos de autodiagnóstico" />
      {error && <Alert type="error" showIcon title={error} />}
      <Table<StaffModel>
        rowKey="id"
        loading={!models && !error}
        dataSource={models ?? []}
        pagination={false}
        locale={{ emptyText: <Empty text="Nenhum modelo" /> }}
        columns={[
          { title: 'Modelo', dataIndex: 'nome' },
          { title: 'Código', dataIndex: 'codigo' },
          { title: 'Versão', dataIndex: 'versao', render: (v: number, m) => (m.ativo ? <>{v} <strong>(oferecida)</strong></> : v) },
          { title: 'Blocos', dataIndex: 'blocos', align: 'right' },
          { title: 'Questões', dataIndex: 'questoes', align: 'right' },
          { title: 'Avaliações', dataIndex: 'avaliacoes', align: 'right' },
          { title: 'Finalizadas', dataIndex: 'finalizadas', align: 'right' },
          { title: 'Importado em', dataIndex: 'created_at', render: (v: string) => formatDateTime(v) },
          {
            title: 'Traduzido para',
            dataIndex: 'idiomas',
            // the public pages show a model in Portuguese, marked so, in a language it is not translated into
            render: (idiomas: string[]) => (idiomas.length ? idiomas.filter(isContentLanguage).map((l) => LANGUAGE_OWN_NAMES[l]).join(', ') : 'só português'),
          },
        ]}
      />
      <div style={{ height: 16 }} />
      <ModelImport onImported={() => void load()} />
      {models && models.length > 0 && <AggregatesSection models={models} />}
    </div>
  );
}

const RISK_COLUMNS = [
  { title: 'Zero', dataIndex: 'zero', align: 'right' as const },
  { title: 'Baixo', dataIndex: 'low', align: 'right' as const },
  { title: 'Médio', dataIndex: 'medium', align: 'right' as const },
  { title: 'Alto', dataIndex: 'high', align: 'right' as const },
];

/** Risks most often found per block and per CNAE section, over the finished evaluations of one model version; no establishment. */
function AggregatesSection({ models }: { models: StaffModel[] }) {
  const [modelId, setModelId] = useState<number>(() => (models.find((m) => m.ativo) ?? models[0]!).id);
  const [data, setData] = useState<Aggregates | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setData(null);
    modelsApi.aggregates(modelId).then(setData, (e: Error) => setError(e.message));
  }, [modelId]);
  return (
    <section className="ad-section" aria-labelledby="ad-aggregates-title" style={{ background: '#fff', border: '1px solid #e5e5e5', borderRadius: 8, padding: 16 }}>
      <h2 id="ad-aggregates-title" style={{ fontSize: 18 }}>
        Agregados anônimos
      </h2>
      <p>
        Respostas de cada risco nas avaliações finalizadas. Não há nome, município nem número de avaliação; grupos com menos de {AGGREGATE_MIN_EVALUATIONS} avaliações ficam de fora.
      </p>
      <label htmlFor="ad-aggregates-model" style={{ marginRight: 8 }}>
        Modelo
      </label>
      <Select id="ad-aggregates-model" value={modelId} onChange={setModelId} style={{ minWidth: 280 }} options={models.map((m) => ({ value: m.id, label: `${m.nome} (versão ${m.versao})` }))} />
      {error && <Alert type="error" showIcon title={error} style={{ marginTop: 12 }} />}
      {!data && !error && <Spin aria-label="Carregando os agregados" />}
      {data && (
        <>
          <p style={{ marginTop: 12 }}>
            {data.avaliacoes_finalizadas} {data.avaliacoes_finalizadas === 1 ? 'avaliação finalizada' : 'avaliações finalizadas'}.
          </p>
          <h3 style={{ fontSize: 16 }}>Por bloco</h3>
          <Table rowKey="id" size="small" pagination={false} dataSource={data.blocos} locale={{ emptyText: <Empty text={`Menos de ${AGGREGATE_MIN_EVALUATIONS} avaliações finalizadas`} /> }} columns={[{ title: 'Bloco', dataIndex: 'titulo' }, ...RISK_COLUMNS]} />
          <h3 style={{ fontSize: 16, marginTop: 16 }}>Por seção da CNAE</h3>
          <Table
            rowKey="secao"
            size="small"
            pagination={false}
            dataSource={data.secoes_cnae}
                locale={{ emptyText: <Empty text={`Nenhuma seção com ${AGGREGATE_MIN_EVALUATIONS} ou mais avaliações finalizadas`} /> }}
            columns={[{ title: 'Seção', dataIndex: 'secao' }, { title: 'Avaliações', dataIndex: 'avaliacoes', align: 'right' }, ...RISK_COLUMNS]}
          />
        </>
      )}
    </section>
  );
}

/** An empty table's text in a colour that keeps WCAG AA contrast (antd's grey does not). */
function Empty({ text }: { text: string }) {
  return <span style={{ color: 'rgba(0, 0, 0, 0.75)' }}>{text}</span>;
}
