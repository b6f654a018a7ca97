import { Alert, Descriptions, Table, Typography } from 'antd';
import { type FiredIndicator, type ScoreExplanation as Explanation } from '@sisacte/contracts/denuncias/complaint-profile';

/** Explainable triage: the indicators that fired, their weights and the answers behind them, and how they add up to the IRTE score. */
export function ScoreExplanation({ pontuacao }: { pontuacao: Explanation }) {
  return (
    <>
      <Descriptions
        size="small"
        column={1}
        bordered
        items={[
          { key: 'score', label: 'Pontuação IRTE', children: <strong data-testid="irte-score">{pontuacao.score}</strong> },
          { key: 'formula', label: 'Como se soma', children: <span data-testid="irte-formula">{pontuacao.formula}</span> },
        ]}
        style={{ marginBottom: 16 }}
      />
      {pontuacao.recalculado && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={`Com os pesos de hoje a soma seria ${pontuacao.soma}; a pontuação registrada (${pontuacao.score}) usa os pesos da época em que a denúncia foi pontuada.`}
        />
      )}
      <Table<FiredIndicator>
        size="small"
        rowKey="id"
        pagination={false}
        scroll={{ x: true }}
        dataSource={pontuacao.indicadores}
        locale={{ emptyText: 'Nenhum indicador disparado pelas respostas' }}
        columns={[
          { title: 'Indicador', dataIndex: 'nome' },
          { title: 'Categoria', dataIndex: 'categoria_indicador' },
          { title: 'Peso', dataIndex: 'peso', align: 'right', width: 70 },
          {
            title: 'Respostas que o dispararam',
            key: 'origens',
            render: (_, i) => (
              <ul style={{ margin: 0, paddingLeft: 18 }}>
                {i.origens.map((o) => (
                  <li key={`${o.idQuestao}-${o.opcao}`}>
                    {o.enunciado} <Typography.Text strong>{o.opcao}</Typography.Text>
                  </li>
                ))}
              </ul>
            ),
          },
        ]}
        summary={() => (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={2}>
              <strong>Total (pontuação IRTE)</strong>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={2} align="right">
              <strong>{pontuacao.soma}</strong>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={3} />
          </Table.Summary.Row>
        )}
      />
    </>
  );
}
