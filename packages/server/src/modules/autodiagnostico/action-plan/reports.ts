import type { Measure } from '@sisacte/contracts/autodiagnostico/action-plan';
import type { Evaluation, EvaluationStatus } from '@sisacte/contracts/autodiagnostico/evaluations';
import { UNANSWERED_LABEL } from '@sisacte/contracts/autodiagnostico/models';
import type { Content } from 'pdfmake/interfaces';
import type { PassThrough } from 'node:stream';
import { createXlsxStream, formatDate, formatDateTime, pdfFields, pdfTable, renderReport } from '../../../lib/documents';

/** What the diagnosis PDF shows: the evaluation, the counts per block, every answer and the plan. */
export interface DiagnosisReport {
  evaluation: Evaluation;
  status: EvaluationStatus;
  answers: { bloco: string; enunciado: string; referencia: string; resposta: string | null; risco: string | null }[];
  measures: Measure[];
}

const cnae = (digits: string) => `${digits.slice(0, 4)}-${digits.slice(4, 5)}/${digits.slice(5, 7)}`;

export function diagnosisPdf(report: DiagnosisReport): Promise<Buffer> {
  const { evaluation: e, status, answers, measures } = report;
  const blocks = [...new Set(answers.map((a) => a.bloco))];
  const content: Content[] = [
    pdfFields([
      ['Estabelecimento', e.nome_estabelecimento],
      ['CNAE', cnae(e.cnae)],
      ['Local', e.municipio ? `${e.municipio.nome} / ${e.uf}` : e.uf],
      ['Modelo', `${e.modelo_nome} (versão ${e.modelo_versao})`],
      ['Iniciada em', formatDateTime(new Date(e.created_at))],
      ['Identificação de riscos', e.finalizou ? 'concluída' : `em andamento (${e.respondidas} de ${e.total_questoes} questões respondidas)`],
    ]),
    { text: 'Riscos por bloco', fontSize: 12, bold: true, margin: [0, 12, 0, 4] },
    pdfTable(
      ['Bloco', 'Zero', 'Baixo', 'Médio', 'Alto', UNANSWERED_LABEL],
      status.blocos.map((b) => [b.titulo, b.zero, b.low, b.medium, b.high, b.unanswered]),
      ['*', 40, 40, 40, 40, 70],
    ),
    { text: 'Plano de ação', fontSize: 12, bold: true, margin: [0, 12, 0, 4] },
    measures.length === 0
      ? { text: 'Nenhum risco identificado.' }
      : pdfTable(
          ['Risco', 'Questão', 'Ações', 'Responsável', 'Início', 'Fim'],
          measures.map((m) => [m.risco, m.enunciado, m.id === null ? `(sugestão, ainda não definida)\n${m.acoes}` : m.acoes, m.responsavel, formatDate(m.data_inicio), formatDate(m.data_fim)]),
          [40, '*', '*', 70, 50, 50],
        ),
    { text: 'Respostas', fontSize: 12, bold: true, margin: [0, 12, 0, 4], pageBreak: 'before' },
    ...blocks.flatMap((bloco): Content[] => [
      { text: bloco, bold: true, margin: [0, 8, 0, 2] },
      pdfTable(
        ['Questão', 'Referência', 'Resposta', 'Risco'],
        answers.filter((a) => a.bloco === bloco).map((a) => [a.enunciado, a.referencia, a.resposta ?? 'Não respondida', a.risco]),
        ['*', 90, 60, 40],
      ),
    ]),
  ];
  return renderReport({ title: 'Autodiagnóstico e plano de ação', subtitle: [e.nome_estabelecimento], content });
}

export function measuresXlsx(measures: Measure[], onError: (error: unknown) => void): PassThrough {
  const { stream, writer } = createXlsxStream('Plano de ação', [
    { header: 'Risco', key: 'risco', width: 10 },
    { header: 'Bloco', key: 'bloco', width: 30 },
    { header: 'Questão', key: 'enunciado', width: 60 },
    { header: 'Resposta', key: 'resposta', width: 12 },
    { header: 'Ações', key: 'acoes', width: 60 },
    { header: 'Responsável', key: 'responsavel', width: 24 },
    { header: 'Início', key: 'data_inicio', type: 'date' },
    { header: 'Fim', key: 'data_fim', type: 'date' },
    { header: 'Situação', key: 'situacao', width: 14 },
  ]);
  void (async () => {
    for (const m of measures) await writer.addRow({ ...m, situacao: m.id === null ? 'Sugestão' : 'Definida' });
    await writer.finish();
  })().catch((error: unknown) => {
    onError(error);
    stream.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return stream;
}
