import { http } from '@sisacte/api-client';
import { FORWARDING_TYPES_API } from '@sisacte/contracts/acolhimento/forwarding-types';
import { FUNCTIONS_API, type FunctionCreate, type WelcomedFunction } from '@sisacte/contracts/acolhimento/functions';
import { type UserOption } from '@sisacte/contracts/auth/users';
import { USERS_API } from '@sisacte/contracts/auth/users-api';

/** Reference lists shared by the case-management screens (filters and forms). */

/** Every active user, for `author` filters and columns. */
export const listUserOptions = () => http.get<UserOption[]>(USERS_API.options);

/** Every function (profession), by name. */
export const listFunctions = () => http.get<WelcomedFunction[]>(FUNCTIONS_API.list);
export const createFunction = (body: FunctionCreate) => http.create<WelcomedFunction>(FUNCTIONS_API.create, body);

export interface ForwardingTypeOption {
  id: number;
  title: string;
}

/** Every referral type, by title (the referral form and the people filters). */
export const listForwardingTypeOptions = () => http.get<ForwardingTypeOption[]>(FORWARDING_TYPES_API.all);
