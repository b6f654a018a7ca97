import { z } from 'zod';
import { isoDateBetween, UPDATED_MESSAGE } from '../common/fields';
import { positiveId, recordSchema } from '../common/ids';
import { pageQuerySchema, pageSchema, reportQueryOf } from '../common/page';
import { queryDate, yesNo } from '../common/query';
import { refId, requiredWelcomedRef, welcomedRefSchema } from './refs';
import { personRecordFilterOf } from './welcomed-filter';

// The paths, page size and default order (no zod) are in stays-api.ts; re-exported here, so both import paths work.
export * from './stays-api';

/** Titles the screens show: success, failed check-in, failed update (with the first server message). */
export const STAY_MESSAGES = {
  CHECKIN_DONE: 'Checkin Realizado!',
  CHECKIN_FAILED: 'Checkin não Realizado!',
  UPDATED: UPDATED_MESSAGE,
  UPDATE_FAILED: 'Operação não Realizada!',
} as const;

export const STAY_NOT_FOUND_MESSAGE = 'Estadia não encontrada';
export const CHECKOUT_BEFORE_CHECKIN_MESSAGE = 'A data de check-out não pode ser anterior à data de check-in';
export const STAY_PERSON_CHANGE_MESSAGE = 'A pessoa de uma estadia não pode ser trocada: exclua a estadia e faça um novo check-in';
/** `since` as dd/mm/aaaa. */
export const openStayMessage = (name: string, since: string) =>
  `${name} já está hospedado(a) desde ${since}: faça o check-out antes de um novo check-in`;
/** `from`, `to` as dd/mm/aaaa (`to` null: still open). */
export const overlappingStayMessage = (name: string, from: string, to: string | null) =>
  `O período se sobrepõe a outra estadia de ${name} (${from} a ${to ?? 'hoje, ainda aberta'})`;

export const STAY_SORT_FIELDS = ['id', 'checkin', 'checkout', 'name'] as const;

/** A stay; `created_at` is the time of the check-in's record. */
export const staySchema = recordSchema({
  welcomed: welcomedRefSchema,
  /** YYYY-MM-DD */
  checkin: z.string(),
  /** YYYY-MM-DD; null while the person is still housed. */
  checkout: z.string().nullable(),
});
export type Stay = z.infer<typeof staySchema>;
export const stayPageSchema = pageSchema(staySchema);

const checkinDate = isoDateBetween('Data de check-in', { max: 'today' });
const checkoutDate = isoDateBetween('Data de check-out', { max: 'today' });

const checkoutNotBeforeCheckin = (v: { checkin?: string | undefined; checkout?: string | null | undefined }) =>
  !v.checkin || !v.checkout || v.checkout >= v.checkin;

/** POST /api/stay/checkin: the person (id or {id}) and the day; a past stay may come with its check-out. */
export const stayCheckinSchema = z
  .object({
    welcomed: requiredWelcomedRef,
    checkin: checkinDate,
    checkout: checkoutDate.nullish().transform((v) => v ?? null),
  })
  .refine(checkoutNotBeforeCheckin, { error: CHECKOUT_BEFORE_CHECKIN_MESSAGE, path: ['checkout'] });
export type StayCheckin = z.input<typeof stayCheckinSchema>;
export type StayCheckinParsed = z.output<typeof stayCheckinSchema>;

/**
 * PUT /api/stay/checkout: `checkout` is the day of leaving (null reopens the stay); `checkin` changes
 * the day of arrival when sent. `welcomed`, when sent, must be the stay's person. A GET's answer with
 * one field changed is accepted as is.
 */
export const stayUpdateSchema = z
  .object({
    id: positiveId('id da estadia inválido'),
    welcomed: refId('Pessoa inválida').optional(),
    checkin: checkinDate.optional(),
    checkout: checkoutDate.nullable(),
  })
  .refine(checkoutNotBeforeCheckin, { error: CHECKOUT_BEFORE_CHECKIN_MESSAGE, path: ['checkout'] });
export type StayUpdate = z.input<typeof stayUpdateSchema>;
export type StayUpdateParsed = z.output<typeof stayUpdateSchema>;

/** The people-list filters on the stay's person, then the stays' own. */
export const stayFilterSchema = personRecordFilterOf({
  /** Checked in on or after / on or before this day. */
  checkin_ini: queryDate('Check-in a partir de'),
  checkin_end: queryDate('Check-in até'),
  /** true: still housed (no check-out); false: closed stays. */
  open: yesNo('Em aberto'),
});
export type StayFilter = z.output<typeof stayFilterSchema>;
export const stayListQuerySchema = pageQuerySchema.extend(stayFilterSchema.shape);
export const stayReportQuerySchema = reportQueryOf(stayListQuerySchema);
export type StayListQuery = z.input<typeof stayListQuerySchema>;
