import { type User } from '@sisacte/contracts/auth/users';

/** What the user form holds: the password only when it is set or changed. */
export interface UserFormValues {
  name: string;
  username: string;
  email: string;
  birthdate: string | null;
  password: string;
  roles: number[];
  organizacoes: number[];
}

export const EMPTY_USER_VALUES: UserFormValues = { name: '', username: '', email: '', birthdate: null, password: '', roles: [], organizacoes: [] };

export const toUserFormValues = (u: User): UserFormValues => ({
  name: u.name,
  username: u.username,
  email: u.email ?? '',
  birthdate: u.birthdate,
  password: '',
  roles: u.roles.map((r) => r.id),
  organizacoes: u.organizacoes.map((o) => o.id),
});
