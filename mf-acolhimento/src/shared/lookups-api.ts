import { http } from '@sisacte/api-client';
import { WELCOMED_API, type FunctionCreate, type UserOption, type WelcomedFunction } from '@sisacte/contracts';

/** Reference lists shared by the case-management screens (filters and forms). */

/** GET /api/list-users: every active user, for `author` filters and columns. */
export const listUserOptions = () => http.get<UserOption[]>('/api/list-users');

/** GET /api/function/list: every function (profession), by name. */
export const listFunctions = () => http.get<WelcomedFunction[]>(WELCOMED_API.functionList);
/** POST /api/function/create */
export const createFunction = (body: FunctionCreate) => http.post<WelcomedFunction>(WELCOMED_API.functionCreate, body);

export interface ForwardingTypeOption {
  id: number;
  title: string;
}
/**
 * GET /api/forwarding-types-list. Referral types arrive with the next case-management
 * issue: until the endpoint answers, this resolves to null and the filter is hidden.
 */
export const listForwardingTypes = () =>
  http.get<ForwardingTypeOption[]>('/api/forwarding-types-list').then(
    (list) => (Array.isArray(list) ? list : null),
    () => null,
  );
