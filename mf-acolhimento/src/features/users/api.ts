import { http } from '@sisacte/api-client';
import {
  ROLE_PAGE_SIZE,
  USER_PAGE_SIZE,
  type Page,
  type Role,
  type RoleCreate,
  type RoleUpdate,
  type User,
  type UserCreate,
  type UserUpdate,
} from '@sisacte/contracts';

export const listUsers = (page: number, name?: string) =>
  http.get<Page<User>>('/api/users', { page, size: USER_PAGE_SIZE, sort: 'name,asc', name });
export const getUser = (id: number) => http.get<User>(`/api/users/${id}`);
export const createUser = (body: UserCreate) => http.post<User>('/api/user', body);
export const updateUser = (body: UserUpdate) => http.put<User>('/api/user', body);
export const deleteUser = (id: number) => http.delete(`/api/users/${id}`);

export const listRoles = () => http.get<Page<Role>>('/api/roles', { page: 0, size: ROLE_PAGE_SIZE, sort: 'name,asc' });
export const createRole = (body: RoleCreate) => http.post<Role>('/api/role', body);
export const updateRole = (body: RoleUpdate) => http.put<Role>('/api/role', body);
