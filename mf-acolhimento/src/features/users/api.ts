import { http } from '@sisacte/api-client';
import { ROLE_PAGE_SIZE, ROLES_API } from '@sisacte/contracts/auth/role-names';
import { type Role, type RoleCreate, type RoleUpdate } from '@sisacte/contracts/auth/roles';
import { type User, type UserCreate, type UserUpdate } from '@sisacte/contracts/auth/users';
import { USER_PAGE_SIZE, USERS_API } from '@sisacte/contracts/auth/users-api';
import { type Page } from '@sisacte/contracts/common/page';
import { type Organization, ORGANIZATIONS_API } from '@sisacte/contracts/denuncias/organizations';
import { fillPath } from '@sisacte/contracts/common/api-path';

export const listUsers = (page: number, name?: string) =>
  http.get<Page<User>>(USERS_API.page, { page, size: USER_PAGE_SIZE, sort: 'name,asc', name });
export const getUser = (id: number) => http.get<User>(fillPath(USERS_API.one, { id }));
export const createUser = (body: UserCreate) => http.create<User>(USERS_API.save, body);
export const updateUser = (body: UserUpdate) => http.put<User>(USERS_API.save, body);
export const deleteUser = (id: number) => http.delete(fillPath(USERS_API.one, { id }));
export const endUserSessions = (id: number) => http.post<void>(fillPath(USERS_API.endSessions, { id }));

export const listRoles = () => http.get<Page<Role>>(ROLES_API.page, { page: 0, size: ROLE_PAGE_SIZE, sort: 'name,asc' });
export const createRole = (body: RoleCreate) => http.create<Role>(ROLES_API.save, body);
export const updateRole = (body: RoleUpdate) => http.put<Role>(ROLES_API.save, body);

/** The organizations a user may work for (who sees which complaint). */
export const listOrganizations = () => http.get<Organization[]>(ORGANIZATIONS_API.list);
