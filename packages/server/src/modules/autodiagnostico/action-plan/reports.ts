import type { Measure } from '@sisacte/contracts/autodiagnostico/action-plan';
import type { Evaluation, EvaluationStatus } from '@sisacte/contracts/autodiagnostico/evaluations';
import type { RiskLevel } from '@sisacte/contracts/autodiagnostico/models';
import type { ContentLanguage } from '@sisacte/contracts/denuncias/questions-translations';
import type { Content } from 'pdfmake/interfaces';
import type { PassThrough } from 'node:stream';
import { createXlsxStream, formatDate, formatDateTime, pdfFields, pdfTable, renderReport } from '../../../lib/documents';

/** What the diagnosis PDF shows: the evaluation, the counts per block, every answer and the plan (the model's texts already in the language). */
export interface DiagnosisReport {
  evaluation: Evaluation;
  status: EvaluationStatus;
  answers: { bloco: string; enunciado: string; referencia: string; resposta: string | null; risco: RiskLevel | null }[];
  measures: Measure[];
}

/*
 * The documents a member of the public downloads, in the language of the page that asked for them.
 * Spanish, English and French written in full; Haitian Creole written as well as we could, awaiting
 * review by a native speaker (like the public pages' catalogues). The user's own words (the measures'
 * actions, the person responsible, the establishment) stay as typed.
 */
interface Labels {
  title: string;
  establishment: string;
  cnae: string;
  place: string;
  model: string;
  version: (n: number) => string;
  startedAt: string;
  riskPhase: string;
  finished: string;
  inProgress: (answered: number, total: number) => string;
  risksPerBlock: string;
  block: string;
  unanswered: string;
  actionPlan: string;
  noRisk: string;
  risk: string;
  question: string;
  actions: string;
  responsible: string;
  start: string;
  end: string;
  suggestion: string;
  answers: string;
  reference: string;
  answer: string;
  notAnswered: string;
  sheet: string;
  status: string;
  suggested: string;
  defined: string;
  risks: Record<RiskLevel, string>;
  files: { pdf: string; xlsx: string };
}

const LABELS: Readonly<Record<ContentLanguage, Labels>> = {
  pt: {
    title: 'Autodiagnóstico e plano de ação',
    establishment: 'Estabelecimento',
    cnae: 'CNAE',
    place: 'Local',
    model: 'Modelo',
    version: (n) => `versão ${n}`,
    startedAt: 'Iniciada em',
    riskPhase: 'Identificação de riscos',
    finished: 'concluída',
    inProgress: (a, t) => `em andamento (${a} de ${t} questões respondidas)`,
    risksPerBlock: 'Riscos por bloco',
    block: 'Bloco',
    unanswered: 'Não respondidas',
    actionPlan: 'Plano de ação',
    noRisk: 'Nenhum risco identificado.',
    risk: 'Risco',
    question: 'Questão',
    actions: 'Ações',
    responsible: 'Responsável',
    start: 'Início',
    end: 'Fim',
    suggestion: '(sugestão, ainda não definida)',
    answers: 'Respostas',
    reference: 'Referência',
    answer: 'Resposta',
    notAnswered: 'Não respondida',
    sheet: 'Plano de ação',
    status: 'Situação',
    suggested: 'Sugestão',
    defined: 'Definida',
    risks: { Zero: 'Zero', Baixo: 'Baixo', Médio: 'Médio', Alto: 'Alto' },
    files: { pdf: 'autodiagnostico', xlsx: 'plano-de-acao' },
  },
  es: {
    title: 'Autodiagnóstico y plan de acción',
    establishment: 'Establecimiento',
    cnae: 'CNAE',
    place: 'Lugar',
    model: 'Modelo',
    version: (n) => `versión ${n}`,
    startedAt: 'Iniciado el',
    riskPhase: 'Identificación de riesgos',
    finished: 'concluida',
    inProgress: (a, t) => `en curso (${a} de ${t} preguntas respondidas)`,
    risksPerBlock: 'Riesgos por bloque',
    block: 'Bloque',
    unanswered: 'Sin responder',
    actionPlan: 'Plan de acción',
    noRisk: 'No se identificó ningún riesgo.',
    risk: 'Riesgo',
    question: 'Pregunta',
    actions: 'Acciones',
    responsible: 'Responsable',
    start: 'Inicio',
    end: 'Fin',
    suggestion: '(sugerencia, aún no definida)',
    answers: 'Respuestas',
    reference: 'Referencia',
    answer: 'Respuesta',
    notAnswered: 'Sin responder',
    sheet: 'Plan de acción',
    status: 'Estado',
    suggested: 'Sugerencia',
    defined: 'Definida',
    risks: { Zero: 'Nulo', Baixo: 'Bajo', Médio: 'Medio', Alto: 'Alto' },
    files: { pdf: 'autodiagnostico', xlsx: 'plan-de-accion' },
  },
  en: {
    title: 'Self-assessment and action plan',
    establishment: 'Establishment',
    cnae: 'CNAE (activity code)',
    place: 'Location',
    model: 'Model',
    version: (n) => `version ${n}`,
    startedAt: 'Started on',
    riskPhase: 'Risk identification',
    finished: 'finished',
    inProgress: (a, t) => `in progress (${a} of ${t} questions answered)`,
    risksPerBlock: 'Risks per section',
    block: 'Section',
    unanswered: 'Not answered',
    actionPlan: 'Action plan',
    noRisk: 'No risk was found.',
    risk: 'Risk',
    question: 'Question',
    actions: 'Actions',
    responsible: 'Person responsible',
    start: 'Start',
    end: 'End',
    suggestion: '(suggestion, not yet decided)',
    answers: 'Answers',
    reference: 'Reference',
    answer: 'Answer',
    notAnswered: 'Not answered',
    sheet: 'Action plan',
    status: 'Status',
    suggested: 'Suggestion',
    defined: 'Decided',
    risks: { Zero: 'None', Baixo: 'Low', Médio: 'Medium', Alto: 'High' },
    files: { pdf: 'self-assessment', xlsx: 'action-plan' },
  },
  fr: {
    title: 'Autodiagnostic et plan d’action',
    establishment: 'Établissement',
    cnae: 'CNAE (code d’activité)',
    place: 'Lieu',
    model: 'Modèle',
    version: (n) => `version ${n}`,
    startedAt: 'Commencé le',
    riskPhase: 'Identification des risques',
    finished: 'terminée',
    inProgress: (a, t) => `en cours (${a} questions sur ${t} répondues)`,
    risksPerBlock: 'Risques par partie',
    block: 'Partie',
    unanswered: 'Sans réponse',
    actionPlan: 'Plan d’action',
    noRisk: 'Aucun risque n’a été relevé.',
    risk: 'Risque',
    question: 'Question',
    actions: 'Actions',
    responsible: 'Responsable',
    start: 'Début',
    end: 'Fin',
    suggestion: '(suggestion, pas encore décidée)',
    answers: 'Réponses',
    reference: 'Référence',
    answer: 'Réponse',
    notAnswered: 'Sans réponse',
    sheet: 'Plan d’action',
    status: 'État',
    suggested: 'Suggestion',
    defined: 'Décidée',
    risks: { Zero: 'Nul', Baixo: 'Faible', Médio: 'Moyen', Alto: 'Élevé' },
    files: { pdf: 'autodiagnostic', xlsx: 'plan-d-action' },
  },
  ht: {
    title: 'Otodyagnostik ak plan aksyon',
    establishment: 'Biznis',
    cnae: 'CNAE (kòd aktivite)',
    place: 'Kote',
    model: 'Modèl',
    version: (n) => `vèsyon ${n}`,
    startedAt: 'Kòmanse',
    riskPhase: 'Idantifikasyon risk yo',
    finished: 'fini',
    inProgress: (a, t) => `ap fèt toujou (${a} sou ${t} kesyon ki gen repons)`,
    risksPerBlock: 'Risk pa pati',
    block: 'Pati',
    unanswered: 'San repons',
    actionPlan: 'Plan aksyon',
    noRisk: 'Pa gen okenn risk yo jwenn.',
    risk: 'Risk',
    question: 'Kesyon',
    actions: 'Aksyon',
    responsible: 'Moun ki responsab',
    start: 'Kòmansman',
    end: 'Fen',
    suggestion: '(sijesyon, poko deside)',
    answers: 'Repons',
    reference: 'Referans',
    answer: 'Repons',
    notAnswered: 'San repons',
    sheet: 'Plan aksyon',
    status: 'Sitiyasyon',
    suggested: 'Sijesyon',
    defined: 'Deside',
    risks: { Zero: 'Zewo', Baixo: 'Ba', Médio: 'Mwayen', Alto: 'Wo' },
    files: { pdf: 'otodyagnostik', xlsx: 'plan-aksyon' },
  },
};

/** The file's name in the language: autodiagnostico-12.pdf, plan-de-accion-12.xlsx… */
export function documentName(kind: 'pdf' | 'xlsx', id: number, language: ContentLanguage): string {
  return `${LABELS[language].files[kind]}-${id}.${kind}`;
}

const cnae = (digits: string) => `${digits.slice(0, 4)}-${digits.slice(4, 5)}/${digits.slice(5, 7)}`;

export function diagnosisPdf(report: DiagnosisReport, language: ContentLanguage = 'pt'): Promise<Buffer> {
  const l = LABELS[language];
  const { evaluation: e, status, answers, measures } = report;
  const blocks = [...new Set(answers.map((a) => a.bloco))];
  const risk = (level: RiskLevel | null) => (level === null ? null : l.risks[level]);
  const content: Content[] = [
    pdfFields([
      [l.establishment, e.nome_estabelecimento],
      [l.cnae, cnae(e.cnae)],
      [l.place, e.municipio ? `${e.municipio.nome} / ${e.uf}` : e.uf],
      [l.model, `${e.modelo_nome} (${l.version(e.modelo_versao)})`],
      [l.startedAt, formatDateTime(new Date(e.created_at))],
      [l.riskPhase, e.finalizou ? l.finished : l.inProgress(e.respondidas, e.total_questoes)],
    ]),
    { text: l.risksPerBlock, fontSize: 12, bold: true, margin: [0, 12, 0, 4] },
    pdfTable(
      [l.block, l.risks.Zero, l.risks.Baixo, l.risks.Médio, l.risks.Alto, l.unanswered],
      status.blocos.map((b) => [b.titulo, b.zero, b.low, b.medium, b.high, b.unanswered]),
      ['*', 40, 40, 40, 40, 70],
    ),
    { text: l.actionPlan, fontSize: 12, bold: true, margin: [0, 12, 0, 4] },
    measures.length === 0
      ? { text: l.noRisk }
      : pdfTable(
          [l.risk, l.question, l.actions, l.responsible, l.start, l.end],
          measures.map((m) => [risk(m.risco), m.enunciado, m.id === null ? `${l.suggestion}\n${m.acoes}` : m.acoes, m.responsavel, formatDate(m.data_inicio), formatDate(m.data_fim)]),
          [40, '*', '*', 70, 50, 50],
        ),
    { text: l.answers, fontSize: 12, bold: true, margin: [0, 12, 0, 4], pageBreak: 'before' },
    ...blocks.flatMap((bloco): Content[] => [
      { text: bloco, bold: true, margin: [0, 8, 0, 2] },
      pdfTable(
        [l.question, l.reference, l.answer, l.risk],
        answers.filter((a) => a.bloco === bloco).map((a) => [a.enunciado, a.referencia, a.resposta ?? l.notAnswered, risk(a.risco)]),
        ['*', 90, 60, 40],
      ),
    ]),
  ];
  return renderReport({ title: l.title, subtitle: [e.nome_estabelecimento], content, language });
}

export function measuresXlsx(measures: Measure[], language: ContentLanguage, onError: (error: unknown) => void): PassThrough {
  const l = LABELS[language];
  const { stream, writer } = createXlsxStream(l.sheet, [
    { header: l.risk, key: 'risco', width: 10 },
    { header: l.block, key: 'bloco', width: 30 },
    { header: l.question, key: 'enunciado', width: 60 },
    { header: l.answer, key: 'resposta', width: 12 },
    { header: l.actions, key: 'acoes', width: 60 },
    { header: l.responsible, key: 'responsavel', width: 24 },
    { header: l.start, key: 'data_inicio', type: 'date' },
    { header: l.end, key: 'data_fim', type: 'date' },
    { header: l.status, key: 'situacao', width: 14 },
  ]);
  void (async () => {
    for (const m of measures) await writer.addRow({ ...m, risco: l.risks[m.risco], situacao: m.id === null ? l.suggested : l.defined });
    await writer.finish();
  })().catch((error: unknown) => {
    onError(error);
    stream.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return stream;
}
