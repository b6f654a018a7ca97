import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { type Role } from '@sisacte/contracts/auth/roles';
import { type User } from '@sisacte/contracts/auth/users';
import { FormPage, useEntityForm } from '@sisacte/ui';
import { type Organization } from '@sisacte/contracts/denuncias/organizations';
import { createUser, getUser, listOrganizations, listRoles, updateUser } from './api';
import { EndSessionsButton } from './end-sessions-button';
import { UserForm } from './user-form';
import { type UserFormValues } from './user-form-values';
import { USER_PATHS } from '../../shared/paths';

/** /admin/configuracoes/usuarios/cadastrar and /{usuario_id}: one form for both; after saving, back to the list. */
export function UserFormPage() {
  const { usuario_id } = useParams();
  const navigate = useNavigate();
  const [roles, setRoles] = useState<Role[]>();
  const [organizations, setOrganizations] = useState<Organization[]>();
  const [rolesError, setRolesError] = useState<string | null>(null);
  const backToList = () => navigate(USER_PATHS.list);
  const user = useEntityForm<User, UserFormValues>({
    idParam: usuario_id,
    load: getUser,
    create: createUser,
    update: (id, values) => updateUser({ ...values, id }),
    messages: { created: 'Usuário Cadastrado!', updated: 'Dados atualizados!' },
    afterSave: backToList,
    notFoundMessage: 'Usuário não encontrado',
  });

  useEffect(() => {
    Promise.all([listRoles(), listOrganizations()])
      .then(([page, orgs]) => {
        setRoles(page.content);
        setOrganizations(orgs);
      })
      .catch((e: Error) => setRolesError(e.message));
  }, []);

  const title = user.editing ? 'Editar usuário' : 'Novo usuário';
  return (
    <FormPage
      title={title}
      breadcrumb={[{ title: 'Configurações' }, { title: 'Usuários' }, { title }]}
      loadError={user.loadError ?? rolesError}
      onBack={backToList}
      backLabel="Voltar à lista"
      loading={(user.editing && !user.record) || !roles || !organizations}
      actions={user.record && <EndSessionsButton user={user.record} />}
    >
      {roles && organizations && (
        <UserForm key={user.version} user={user.record} roles={roles} organizations={organizations} title={title} onSubmit={user.save} onCancel={backToList} />
      )}
    </FormPage>
  );
}
