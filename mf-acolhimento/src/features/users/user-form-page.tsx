import { useEffect, useState } from 'react';
import { Button, Card, Checkbox, Col, DatePicker, Flex, Form, Input, Result, Row, Skeleton, Space, Typography } from 'antd';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate, useParams } from 'react-router-dom';
import dayjs from 'dayjs';
import { PATHS, userCreateSchema, userUpdateSchema, type Role, type User } from '@sisacte/contracts';
import { ApiError } from '@sisacte/api-client';
import { FieldItem, PageHeader, useSuccessDialog, ServerErrors } from '@sisacte/ui';
import { createUser, getUser, listRoles, updateUser } from './api';

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

/** /admin/configuracoes/usuarios/cadastrar and /{usuario_id}: one form for both. */
export function UserFormPage() {
  const { usuario_id } = useParams();
  const id = usuario_id ? Number(usuario_id) : null;
  const editing = id !== null;
  const navigate = useNavigate();
  const success = useSuccessDialog();
  const [roles, setRoles] = useState<Role[]>();
  const [loadError, setLoadError] = useState<string | null>(null);
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const [loaded, setLoaded] = useState(!editing);

  const {
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<UserFormValues>({
    defaultValues: empty,
    resolver: zodResolver(editing ? editSchema : userCreateSchema) as unknown as Resolver<UserFormValues>,
  });

  useEffect(() => {
    listRoles()
      .then((page) => setRoles(page.content))
      .catch((e: Error) => setLoadError(e.message));
  }, []);

  useEffect(() => {
    if (id === null) return;
    if (!Number.isInteger(id) || id <= 0) {
      setLoadError('Usuário não encontrado');
      return;
    }
    getUser(id)
      .then((u: User) => {
        reset({ name: u.name, username: u.username, email: u.email ?? '', birthdate: u.birthdate, password: '', roles: u.roles.map((r) => r.id) });
        setLoaded(true);
      })
      .catch((e: Error) => setLoadError(e.message));
  }, [id, reset]);

  async function submit(values: UserFormValues) {
    setServerErrors([]);
    try {
      if (editing) {
        await updateUser({ ...values, id: id! });
        await success('Dados atualizados!');
      } else {
        await createUser(values);
        await success('Usuário Cadastrado!');
      }
      navigate(PATHS.users);
    } catch (error) {
      setServerErrors(error instanceof ApiError ? error.messages : [(error as Error).message]);
    }
  }

  const title = editing ? 'Editar usuário' : 'Novo usuário';
  if (loadError) {
    return (
      <Result
        status="warning"
        title={loadError}
        extra={<Button onClick={() => navigate(PATHS.users)}>Voltar à lista</Button>}
      />
    );
  }

  return (
    <>
      <PageHeader title={title} breadcrumb={[{ title: 'Configurações' }, { title: 'Usuários' }, { title }]} />
      <Card>
        {!loaded || !roles ? (
          <Skeleton active />
        ) : (
          <Form layout="vertical" onFinish={handleSubmit(submit)} aria-label={title}>
            <ServerErrors messages={serverErrors} />
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
                    <DatePicker
                      id="user-birthdate"
                      format="DD/MM/YYYY"
                      style={{ width: '100%' }}
                      value={field.value ? dayjs(field.value) : null}
                      onChange={(d) => field.onChange(d ? d.format('YYYY-MM-DD') : null)}
                      disabledDate={(d) => d.isAfter(dayjs(), 'day')}
                    />
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
            <Flex justify="end">
              <Space>
                <Button onClick={() => navigate(PATHS.users)}>Cancelar</Button>
                <Button type="primary" htmlType="submit" loading={isSubmitting}>
                  Salvar
                </Button>
              </Space>
            </Flex>
          </Form>
        )}
      </Card>
    </>
  );
}
