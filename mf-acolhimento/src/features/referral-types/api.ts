import { http } from '@sisacte/api-client';
import {
  type ForwardingType,
  type ForwardingTypeCreate,
  FORWARDING_TYPES_API,
  type ForwardingTypeUpdate,
} from '@sisacte/contracts/acolhimento/forwarding-types';
import { fillPath } from '@sisacte/contracts/common/api-path';
import { type Page } from '@sisacte/contracts/common/page';

export const FORWARDING_TYPE_PAGE_SIZE = 20;

/** GET /api/forwarding-types: id descending, 20 per page, ?title contains. */
export const listForwardingTypes = (title: string, page: number) =>
  http.get<Page<ForwardingType>>(FORWARDING_TYPES_API.list, { title: title || undefined, page, size: FORWARDING_TYPE_PAGE_SIZE, sort: 'id,desc' });
export const getForwardingType = (id: number) => http.get<ForwardingType>(fillPath(FORWARDING_TYPES_API.one, { id }));
export const createForwardingType = (body: ForwardingTypeCreate) => http.create<ForwardingType>(FORWARDING_TYPES_API.save, body);
export const updateForwardingType = (body: ForwardingTypeUpdate) => http.put<ForwardingType>(FORWARDING_TYPES_API.save, body);
/** Refused (400, with the reason) while a referral uses the type. */
export const deleteForwardingType = (id: number) => http.delete(fillPath(FORWARDING_TYPES_API.one, { id }));
