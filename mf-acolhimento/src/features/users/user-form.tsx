import { Checkbox, Col, DatePicker, Form, Input, Row } from 'antd';
import type { ReactNode } from 'react';
import { Controller, useForm, type Control, type ControllerRenderProps, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import dayjs from 'dayjs';
import { type Role } from '@sisacte/contracts/auth/roles';
import { type User, userCreateSchema, userUpdateSchema } from '@sisacte/contracts/auth/users';
import { type Organization } from '@sisacte/contracts/denuncias/organizations';
import { FieldItem, FormActions, ServerErrors, useServerErrors } from '@sisacte/ui';
import { usePasswordVerdict } from '@sisacte/ui/password-strength';
import { RoleText } from './role-text';
import { UserOrganizationsField } from './user-organizations-field';
import { UserPasswordField } from './user-password-field';
import { EMPTY_USER_VALUES, toUserFormValues, type UserFormValues } from './user-form-values';

const editSchema = userUpdateSchema.omit({ id: true });

type UserFieldName = Exclude<keyof UserFormValues, 'roles' | 'organizacoes'>;

/** The free-text fields, in screen order. */
const TEXT_FIELDS: { name: 'name' | 'username' | 'email'; label: string; maxLength: number; required?: boolean; extra?: string; type?: 'email' }[] = [
  { name: 'name', label: 'Nome', required: true, maxLength: 120 },
  { name: 'username', label: 'Usuário', required: true, maxLength: 60, extra: 'Letras minúsculas, números, ponto, hífen e sublinhado' },
  { name: 'email', label: 'E-mail', type: 'email', maxLength: 160 },
];

interface UserFieldProps<K extends UserFieldName> {
  control: Control<UserFormValues>;
  name: K;
  label: string;
  error?: string;
  required?: boolean;
  extra?: string;
  /** The control, given the form's field and the id the label points at (`user-<name>`). */
  children: (field: ControllerRenderProps<UserFormValues, K>, id: string) => ReactNode;
}

/** One field of the form, half the row on larger screens: its label, its control, and its error under it. */
function UserField<K extends UserFieldName>({ control, name, label, error, required, extra, children }: UserFieldProps<K>) {
  const id = `user-${name}`;
  return (
    <Col xs={24} md={12}>
      <Controller name={name} control={control} render={({ field }) => (
        <FieldItem label={label} required={required} error={error} htmlFor={id} extra={extra}>
          {children(field, id)}
        </FieldItem>
      )} />
    </Col>
  );
}

/**
 * The server's messages about one field go when it changes: 'Senha fraca: …' is about the password,
 * 'Já existe um usuário com o nome de usuário "…"' about the username.
 */
const fieldOfMessage = (message: string) => (/^Senha fraca/.test(message) ? 'password' : /nome de usuário/i.test(message) ? 'username' : undefined);

export const WEAK_PASSWORD_ERROR = 'Escolha uma senha mais forte: veja abaixo por que esta não é aceita.';

export interface UserFormProps {
  /** The user being edited; none for a new one (then the password is required). */
  user?: User;
  roles: Role[];
  /** The organizations offered (the user sees their complaints without 'Ver todas as denúncias'). */
  organizations: Organization[];
  title: string;
  /** Sends the values; throws ApiError on refusal (the messages are listed, the form is kept). */
  onSubmit: (values: UserFormValues) => Promise<void>;
  onCancel: () => void;
}

/** A user's name, login, e-mail, birth date, password (with its strength), roles and, when they matter, organizations. */
export function UserForm({ user, roles, organizations, title, onSubmit, onCancel }: UserFormProps) {
  const editing = !!user;
  const {
    control,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<UserFormValues>({
    defaultValues: user ? toUserFormValues(user) : EMPTY_USER_VALUES,
    resolver: zodResolver(editing ? editSchema : userCreateSchema) as unknown as Resolver<UserFormValues>,
  });
  const serverErrors = useServerErrors({ fieldOf: fieldOfMessage, watch });
  const [password, username, name, email, roleIds, organizationIds] = watch(['password', 'username', 'name', 'email', 'roles', 'organizacoes']);
  const verdict = usePasswordVerdict(password, { username, name, email });
  const roleNames = roleIds.flatMap((id) => roles.find((r) => r.id === id)?.name ?? []);

  // A password the meter refuses is not sent (the server would refuse it with the same reason).
  const submit = handleSubmit((values) => {
    if (values.password && verdict && !verdict.strong) return setError('password', { message: WEAK_PASSWORD_ERROR }, { shouldFocus: true });
    return serverErrors.run(() => onSubmit(values));
  });

  return (
    <Form layout="vertical" onFinish={submit} aria-label={title}>
      <ServerErrors messages={serverErrors.messages} />
      <Row gutter={16}>
        {TEXT_FIELDS.map(({ name, label, required, extra, type, maxLength }) => (
          <UserField key={name} control={control} name={name} label={label} required={required} extra={extra} error={errors[name]?.message}>
            {(field, id) => <Input id={id} type={type} {...field} maxLength={maxLength} autoComplete="off" />}
          </UserField>
        ))}
        <UserField control={control} name="birthdate" label="Data de nascimento" error={errors.birthdate?.message}>
          {(field, id) => (
            <DatePicker id={id} format="DD/MM/YYYY" style={{ width: '100%' }}
              value={field.value ? dayjs(field.value) : null}
              onChange={(d) => field.onChange(d ? d.format('YYYY-MM-DD') : null)}
              disabledDate={(d) => d.isAfter(dayjs(), 'day')} />
          )}
        </UserField>
        <UserPasswordField control={control} editing={editing} verdict={verdict} error={errors.password?.message} />
      </Row>
      <Controller name="roles" control={control} render={({ field }) => (
        <FieldItem label="Perfis" error={errors.roles?.message}>
          <Checkbox.Group value={field.value} onChange={(v) => field.onChange(v as number[])} style={{ width: '100%' }}>
            <Row gutter={[8, 8]}>
              {roles.map((r) => (
                <Col key={r.id} xs={24} md={12}>
                  <Checkbox value={r.id}>
                    <RoleText role={r} />
                  </Checkbox>
                </Col>
              ))}
            </Row>
          </Checkbox.Group>
        </FieldItem>
      )} />
      <UserOrganizationsField control={control} organizations={organizations} roleNames={roleNames} chosen={organizationIds}
        error={errors.organizacoes?.message} />
      <FormActions onCancel={onCancel} submitting={isSubmitting} />
    </Form>
  );
}
