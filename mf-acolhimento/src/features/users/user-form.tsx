import { Checkbox, Col, DatePicker, Form, Input, Row, Typography } from 'antd';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import dayjs from 'dayjs';
import { type Role } from '@sisacte/contracts/auth/roles';
import { type User, userCreateSchema, userUpdateSchema } from '@sisacte/contracts/auth/users';
import { FieldItem, FormActions, ServerErrors, useServerErrors } from '@sisacte/ui';

export interface UserFormValues {
  name: string;
  username: string;
  email: string;
  birthdate: string | null;
  password: string;
  roles: number[];
}

const empty: UserFormValues = { name: '', username: '', email: '', birthdate: null, password: '', roles: [] };
const editSchema = userUpdateSchema.omit({ id: true });

const toFormValues = (u: User): UserFormValues => ({
  name: u.name,
  username: u.username,
  email: u.email ?? '',
  birthdate: u.birthdate,
  password: '',
  roles: u.roles.map((r) => r.id),
});

export interface UserFormProps {
  /** The user being edited; none for a new one (then the password is required). */
  user?: User;
  roles: Role[];
  title: string;
  /** Sends the values; throws ApiError on refusal (the messages are listed, the form is kept). */
  onSubmit: (values: UserFormValues) => Promise<void>;
  onCancel: () => void;
}

/** A user's name, login, e-mail, birth date, password and roles. */
export function UserForm({ user, roles, title, onSubmit, onCancel }: UserFormProps) {
  const editing = !!user;
  const serverErrors = useServerErrors();
  const {
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<UserFormValues>({
    defaultValues: user ? toFormValues(user) : empty,
    resolver: zodResolver(editing ? editSchema : userCreateSchema) as unknown as Resolver<UserFormValues>,
  });

  return (
    <Form layout="vertical" onFinish={handleSubmit((values) => serverErrors.run(() => onSubmit(values)))} aria-label={title}>
      <ServerErrors messages={serverErrors.messages} />
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Controller name="name" control={control} render={({ field }) => (
            <FieldItem label="Nome" required error={errors.name?.message} htmlFor="user-name">
              <Input id="user-name" {...field} maxLength={120} autoComplete="off" />
            </FieldItem>
          )} />
        </Col>
        <Col xs={24} md={12}>
          <Controller name="username" control={control} render={({ field }) => (
            <FieldItem label="Usuário" required error={errors.username?.message} htmlFor="user-username"
              extra="Letras minúsculas, números, ponto, hífen e sublinhado">
              <Input id="user-username" {...field} maxLength={60} autoComplete="off" />
            </FieldItem>
          )} />
        </Col>
        <Col xs={24} md={12}>
          <Controller name="email" control={control} render={({ field }) => (
            <FieldItem label="E-mail" error={errors.email?.message} htmlFor="user-email">
              <Input id="user-email" type="email" {...field} maxLength={160} autoComplete="off" />
            </FieldItem>
          )} />
        </Col>
        <Col xs={24} md={12}>
          <Controller name="birthdate" control={control} render={({ field }) => (
            <FieldItem label="Data de nascimento" error={errors.birthdate?.message} htmlFor="user-birthdate">
              <DatePicker id="user-birthdate" format="DD/MM/YYYY" style={{ width: '100%' }}
                value={field.value ? dayjs(field.value) : null}
                onChange={(d) => field.onChange(d ? d.format('YYYY-MM-DD') : null)}
                disabledDate={(d) => d.isAfter(dayjs(), 'day')} />
            </FieldItem>
          )} />
        </Col>
        <Col xs={24} md={12}>
          <Controller name="password" control={control} render={({ field }) => (
            <FieldItem label="Senha" required={!editing} error={errors.password?.message} htmlFor="user-password"
              extra={editing ? 'Deixe em branco para manter a senha atual' : 'Ao menos 8 caracteres'}>
              <Input.Password id="user-password" {...field} maxLength={128} autoComplete="new-password" />
            </FieldItem>
          )} />
        </Col>
      </Row>
      <Controller name="roles" control={control} render={({ field }) => (
        <FieldItem label="Perfis" error={errors.roles?.message}>
          <Checkbox.Group value={field.value} onChange={(v) => field.onChange(v as number[])} style={{ width: '100%' }}>
            <Row gutter={[8, 8]}>
              {roles.map((r) => (
                <Col key={r.id} xs={24} md={12}>
                  <Checkbox value={r.id}>
                    <Typography.Text>{r.name}</Typography.Text>
                    {r.description && <Typography.Text type="secondary"> — {r.description}</Typography.Text>}
                  </Checkbox>
                </Col>
              ))}
            </Row>
          </Checkbox.Group>
        </FieldItem>
      )} />
      <FormActions onCancel={onCancel} submitting={isSubmitting} />
    </Form>
  );
}
