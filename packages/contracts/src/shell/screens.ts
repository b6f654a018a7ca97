/**
 * Every screen's path, defined once: route tables, menu entries and links all use these patterns
 * (fill the `:name` parameters with `fillPath`). The staff screens live under /admin; the prefix
 * decides which remote draws them (remotes.ts).
 */
export const SCREENS = {
  home: '/',
  login: '/login',
  /** The staff's start: the shell sends a logged-in user to the dashboard, or to their first screen when the dashboard is not theirs. */
  staffHome: '/admin',
  painel: '/admin/painel',
  users: {
    list: '/admin/configuracoes/usuarios',
    create: '/admin/configuracoes/usuarios/cadastrar',
    edit: '/admin/configuracoes/usuarios/:usuario_id',
  },
  welcomed: {
    list: '/admin/cadastros',
    create: '/admin/cadastros/cadastrar',
    /** ?tab=parents opens the family tab, ?tab=history the history. */
    edit: '/admin/cadastros/:welcomed_id',
  },
  stays: {
    list: '/admin/estadias',
    /** ?welcomed_id= fills in the person (and keeps them). */
    checkin: '/admin/estadias/checkin',
    checkout: '/admin/estadias/checkout/:stay_id',
    edit: '/admin/estadias/:stay_id',
  },
  forwardingTypes: {
    list: '/admin/tipos-encaminhamento',
    create: '/admin/tipos-encaminhamentos/cadastrar',
    edit: '/admin/tipos-encaminhamentos/:forwarding_type_id',
  },
  forwardings: {
    list: '/admin/encaminhamentos',
    /** ?welcomed_id= fills in the person (and keeps them). */
    create: '/admin/encaminhamentos/cadastrar',
    edit: '/admin/forwardings/:forwarding_id',
  },
  monitors: {
    /** Every person's monitoring visits. */
    list: '/admin/monitoramentos',
    /** One person's visits. */
    ofPerson: '/admin/monitoramentos/:welcomed_id',
    create: '/admin/monitoramentos/cadastrar/:welcomed_id',
    edit: '/admin/monitoramentos/:monitor_id/:welcomed_id',
  },
  employers: {
    list: '/admin/empregadores',
    create: '/admin/empregadores/cadastrar',
    edit: '/admin/empregadores/:employer_id',
  },
  vacancies: {
    list: '/admin/vagas',
    create: '/admin/vagas/cadastrar',
    /** ?tab=referred opens the referred people. */
    edit: '/admin/vagas/:vacancy_id',
  },
  volunteers: {
    list: '/admin/voluntarios',
    /** Spelled so ('valuntarios'): links and bookmarks use it. */
    create: '/admin/valuntarios/cadastrar',
    edit: '/admin/voluntarios/:volunteer_id',
  },
  courses: {
    list: '/admin/cursos',
    create: '/admin/cursos/cadastrar',
    /** ?tab=participants or ?tab=files opens those tabs. */
    edit: '/admin/cursos/:course_id',
  },
  complaints: {
    /** Public: the complaint wizard inside the shell. */
    create: '/admin/denuncias/novo',
    /** Public: the anonymous follow-up (protocol + receipt code). */
    followUp: '/admin/denuncias/acompanhar',
    /** Staff: the complaint list (route state admin.denuncias) and the archived list (admin.denuncias_archive), one screen. */
    list: '/admin/denuncias',
    archived: '/admin/denuncias-arquivadas',
    /** admin.denuncias_profile (opened from a notification). */
    profile: '/admin/denuncias/profile/:id',
    history: '/admin/historico/:id',
  },
  /** Inspection teams (mf-denuncias, Denuncias role). */
  teams: {
    list: '/admin/equipes/list',
    create: '/admin/equipes/novo',
    edit: '/admin/equipes/edit/:id',
  },
  /** Inspection operations: the calendar with the list below it (mf-denuncias, Denuncias role). */
  operations: {
    list: '/admin/operacoes/list',
    create: '/admin/operacoes/novo',
    edit: '/admin/operacoes/edit/:id',
  },
  /** Inspection reports (mf-relatorios, Relatorios role). */
  reports: {
    list: '/admin/relatorios/list',
    create: '/admin/relatorios/novo',
    edit: '/admin/relatorios/edit/:id',
    download: '/admin/relatorios/download/:id',
  },
  questionnaire: {
    edit: '/admin/questionario/edit',
  },
  indicators: {
    list: '/admin/indicadores/list',
    create: '/admin/indicadores/novo',
    edit: '/admin/indicadores/edit/:id',
  },
  /**
   * The self-diagnosis (mf-autodiagnostico). Public, no login: the start (models and resuming by code),
   * the preparation, the identification wizard (tipo 'bloco' or 'questao'), the status and the action
   * plan; every screen of an evaluation needs its resume code, kept in the browser. `models` is staff's.
   */
  selfDiagnosis: {
    start: '/admin/autodiagnostico',
    prepare: '/admin/autodiagnostico/preparacao/:modelo_id',
    prepareEdit: '/admin/autodiagnostico/preparacao/editar/:avaliacao_id',
    identify: '/admin/autodiagnostico/identificacao-riscos/:avaliacao_id/:tipo/:id/:group_id',
    status: '/admin/status/:avaliacao_id',
    actionPlan: '/admin/plano-de-acao/:avaliacao_id',
    measures: '/admin/plano-de-acao/medidas/:avaliacao_id',
    /** Staff (Autodiagnostico): models, import of a new version, anonymous aggregates. */
    models: '/admin/autodiagnostico/modelos',
  },
  /** The complaint remote's standalone public page, without the shell. */
  publicComplaint: {
    create: '/denunciar',
    followUp: '/denunciar/acompanhar',
  },
} as const;
