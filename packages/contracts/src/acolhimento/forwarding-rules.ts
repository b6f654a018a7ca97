// The paths, messages and limits of the referrals, without zod (forwardings.ts re-exports them with the schemas).

import { entityPaths } from '../common/api-path';
import { savedMessages } from '../common/field-rules';

/**
 * Referrals (encaminhamentos): a person referred on a day to one or more services (referral types),
 * with notes. The list takes the person filters of the people list (nacionality, state, city as ids)
 * plus the referral's own; the XLSX is encaminhamentos.xlsx.
 */
export const FORWARDINGS_API = {
  ...entityPaths('forwardings', 'forwarding'),
  /** PDF of one referral: a letter the partner service can receive. */
  pdf: '/api/forwarding/pdf/:id',
} as const;

export const FORWARDING_MESSAGES = savedMessages('Encaminhamento Cadastrado!');
export const FORWARDING_NOT_FOUND_MESSAGE = 'Encaminhamento não encontrado';
export const FORWARDING_PERSON_CHANGE_MESSAGE = 'A pessoa de um encaminhamento não pode ser trocada: exclua-o e cadastre outro';
export const unknownForwardingTypeMessage = (id: number) => `Tipo de encaminhamento inexistente: ${id}`;
export const MAX_FORWARDING_TYPES = 20;

export const FORWARDING_SORT_FIELDS = ['id', 'date_of_register', 'name'] as const;
