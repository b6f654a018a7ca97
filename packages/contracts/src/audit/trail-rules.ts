// The access trail's actions, record kinds, paths, screen and how an entry reads: no zod, so that a screen's first load (the
// remote's routes and menu, the filters' options) does not bring the schemas. trail.ts re-exports all of it.

/** What happened. */
export const TRAIL_ACTIONS = ['read', 'create', 'update', 'delete', 'export', 'download', 'data-report', 'anonymise', 'verify'] as const;
export type TrailAction = (typeof TRAIL_ACTIONS)[number];

export const TRAIL_ACTION_LABELS: Record<TrailAction, string> = {
  read: 'Leitura',
  create: 'Inclusão',
  update: 'Alteração',
  delete: 'Exclusão',
  export: 'Exportação',
  download: 'Download de arquivo',
  'data-report': 'Relatório de dados (LGPD)',
  anonymise: 'Anonimização',
  verify: 'Verificação da trilha',
};

/** The kinds of record an entry names, with how the screens call them. */
export const TRAIL_RECORD_LABELS = {
  pessoa: 'Cadastro',
  familia: 'Grupo familiar',
  estadia: 'Estadia',
  encaminhamento: 'Encaminhamento',
  monitoramento: 'Monitoramento',
  curso: 'Curso',
  matricula: 'Matrícula em curso',
  vaga: 'Vaga',
  'vaga-encaminhamento': 'Encaminhamento para vaga',
  voluntario: 'Voluntário',
  empregador: 'Empregador',
  denuncia: 'Denúncia',
  arquivamento: 'Pedido de arquivamento',
  relatorio: 'Relatório de fiscalização',
  arquivo: 'Arquivo',
  trilha: 'Trilha de acessos',
} as const;
export type TrailRecordType = keyof typeof TRAIL_RECORD_LABELS;
export const TRAIL_RECORD_TYPES = Object.keys(TRAIL_RECORD_LABELS) as [TrailRecordType, ...TrailRecordType[]];

/** Whose data an entry touches: the person or complaint whose 'Acessos' tab lists it. */
export const TRAIL_SUBJECT_TYPES = ['pessoa', 'denuncia'] as const;
export type TrailSubjectType = (typeof TRAIL_SUBJECT_TYPES)[number];

export const TRAIL_API = {
  /** GET: a page of entries, newest first (trailListQuerySchema). */
  list: '/api/trilha',
  /** GET: the same entries as XLSX (every row of the filter), saved as trilha-de-acessos.xlsx. */
  reportXlsx: '/api/trilha/report-xlsx',
  /** POST: checks the whole chain and answers chainCheckSchema. */
  verify: '/api/trilha/verificar',
  /** GET: the users a filter may pick (every user, with those no longer active). */
  users: '/api/trilha/usuarios',
} as const;

export const TRAIL_PAGE_SIZE = 20;

/** The Auditoria screen (Configurações), drawn by mf-acolhimento. */
export const AUDIT_SCREEN = '/admin/configuracoes/auditoria';

/** How a screen names an entry's record: 'Estadia nº 12', 'Cadastro' (an export of the list). */
export function trailRecordText(registro: { tipo: TrailRecordType; id: number | null }): string {
  const label = TRAIL_RECORD_LABELS[registro.tipo] ?? registro.tipo;
  return registro.id === null ? label : `${label} nº ${registro.id}`;
}

const DETAIL_LABELS: Record<string, string> = {
  formato: 'formato',
  aba: 'aba',
  data_pedido: 'data do pedido',
  referencia: 'referência',
  motivo: 'motivo',
  prazo_dias: 'prazo (dias)',
  entidade: 'registro',
  registro: 'id',
  integra: 'íntegra',
  verificadas: 'entradas verificadas',
  situacao: 'situação',
};

/** An entry's details in one line: 'formato: xlsx; name: (omitido)'. */
export function trailDetailsText(details: Readonly<Record<string, string | number | boolean | null | readonly (string | number)[]>> | null): string {
  if (!details) return '';
  return Object.entries(details)
    .map(([key, value]) => {
      const shown = Array.isArray(value) ? value.join(', ') : value === true ? 'sim' : value === false ? 'não' : String(value);
      return `${DETAIL_LABELS[key] ?? key}: ${shown}`;
    })
    .join('; ');
}
