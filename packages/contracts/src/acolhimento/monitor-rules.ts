// The paths, messages, fixed lists and limits of the monitoring visits, without zod (monitors.ts re-exports them with the schemas).

import { listPaths } from '../common/api-path';
import { savedMessages } from '../common/field-rules';

/**
 * Monitoring visits (monitoramentos) of a person: work (working, signed work card, likes the work),
 * benefits, risks, home type, public support and needs, and who lives with them (family composition).
 */
export const MONITORS_API = {
  /** The list (all people, or one with ?welcomed_id; id ascending by default) and its exports (monitoramentos.xlsx). */
  ...listPaths('monitors'),
  /** GET one, DELETE one (on the singular). */
  one: '/api/monitor/:id',
  /** POST creates, PUT updates (the body has the id). */
  save: '/api/monitor',
  /** DELETE one row of a visit's family composition. */
  familyComposition: '/api/family-composition/:id',
} as const;

export const MONITOR_MESSAGES = savedMessages('Monitoramento Cadastrado!');
export const MONITOR_NOT_FOUND_MESSAGE = 'Monitoramento não encontrado';
export const FAMILY_COMPOSITION_NOT_FOUND_MESSAGE = 'Membro da composição familiar não encontrado';
export const MONITOR_PERSON_CHANGE_MESSAGE = 'A pessoa de um monitoramento não pode ser trocada: exclua-o e cadastre outro';
export const foreignFamilyRowMessage = (id: number) => `O membro ${id} da composição familiar não pertence a este monitoramento`;

export const MONITOR_BENEFITS = [
  { id: 1, name: 'Cesta básica' },
  { id: 2, name: 'Aux. combustível' },
  { id: 3, name: 'Adicional de periculosidade' },
  { id: 4, name: 'Alimentação no local de trabalho' },
  { id: 5, name: 'Plano de saúde' },
  { id: 6, name: 'Vale transporte' },
  { id: 7, name: 'Participacao nos lucros' },
] as const;
/** Risks at work, ids 1 to 5: ergonomic, physical, accidental, chemical, biological. */
export const MONITOR_RISKS = [
  { id: 1, name: 'Ergonômico' },
  { id: 2, name: 'Físico' },
  { id: 3, name: 'Acidente' },
  { id: 4, name: 'Químico' },
  { id: 5, name: 'Biológico' },
] as const;
export const HOME_TYPES = [
  { id: 1, name: 'Própria' },
  { id: 2, name: 'Alugada' },
  { id: 3, name: 'Cedida' },
] as const;
export const SUPPORT_LEVELS = ['Municipal', 'Estadual', 'Federal'] as const;
export const NEEDS = ['Cadastro Único – CADÚNICO e Programas Sociais', 'CREAS', 'Saúde', 'Conselho Tutelar', 'Educação', 'Outros'] as const;

export const MONITOR_SORT_FIELDS = ['id', 'created_at', 'name'] as const;
export const MONITOR_DEFAULT_SORT = 'id,asc';
export const MAX_FAMILY_COMPOSITION = 30;
