import { fillPath } from '@sisacte/contracts/common/api-path';
import { SCREENS } from '@sisacte/contracts/shell/screens';

/** Links to the complaints remote's screens, filled from their one definition (SCREENS). */
export const DENUNCIAS_PATHS = {
  novo: SCREENS.complaints.create,
  /** Public follow-up inside the shell. */
  acompanhar: SCREENS.complaints.followUp,
  lista: SCREENS.complaints.list,
  arquivadas: SCREENS.complaints.archived,
  perfil: (id: number | string) => fillPath(SCREENS.complaints.profile, { id }),
  historico: (id: number | string) => fillPath(SCREENS.complaints.history, { id }),
  questionario: SCREENS.questionnaire.edit,
  indicadores: SCREENS.indicators.list,
  indicadorNovo: SCREENS.indicators.create,
  indicadorEdit: (id: number | string) => fillPath(SCREENS.indicators.edit, { id }),
  equipes: SCREENS.teams.list,
  equipeNova: SCREENS.teams.create,
  equipeEdit: (id: number | string) => fillPath(SCREENS.teams.edit, { id }),
  operacoes: SCREENS.operations.list,
  operacaoNova: SCREENS.operations.create,
  operacaoEdit: (id: number | string) => fillPath(SCREENS.operations.edit, { id }),
} as const;

/** The public standalone page (public.html), served by the API at /denunciar. */
export const PUBLIC_PATHS = {
  denunciar: SCREENS.publicComplaint.create,
  acompanhar: SCREENS.publicComplaint.followUp,
} as const;
