import { useState } from 'react';
import { Button, Input } from 'antd';
import SafetyOutlined from '@ant-design/icons/SafetyOutlined';
import { Link, useNavigate } from 'react-router-dom';
import { type User } from '@sisacte/contracts/auth/users';
import { useCurrentUser } from '@sisacte/auth';
import { actionColumn, deleteAction, editAction, ListPage, useRowDelete, useServerPage } from '@sisacte/ui';
import { deleteUser, listUsers } from './api';
import { RolesDrawer } from './roles-drawer';
import { RoleTag } from './role-text';
import { USER_PATHS } from '../../shared/paths';

/** /admin/configuracoes/usuarios: users sorted by name, 20 per page, filter by name. */
export function UserListPage() {
  const navigate = useNavigate();
  const me = useCurrentUser();
  const [name, setName] = useState('');
  const [rolesOpen, setRolesOpen] = useState(false);
  const list = useServerPage((page) => listUsers(page, name || undefined), name);

  const remove = useRowDelete<User>({
    question: (u) => `Excluir o usuário ${u.name}?`,
    detail: () => 'Ele não poderá mais entrar no sistema.',
    remove: (u) => deleteUser(u.id),
    done: 'Usuário excluído!',
    reload: list.reload,
  });
  // nobody deletes their own user
  const actionsOf = (u: User) => {
    const self = u.id === me?.id;
    return [
      editAction(`Editar ${u.name}`, () => navigate(USER_PATHS.edit(u.id))),
      { ...deleteAction(`Excluir ${u.name}`, () => void remove(u)), disabled: self, title: self ? 'Você não pode excluir o seu próprio usuário' : 'Excluir' },
    ];
  };

  return (
    <ListPage<User>
      title="Usuários"
      section="Configurações"
      actions={
        <Button icon={<SafetyOutlined />} onClick={() => setRolesOpen(true)}>
          Perfis
        </Button>
      }
      create={{ label: 'Novo usuário', onClick: () => navigate(USER_PATHS.create) }}
      list={list}
      table={{
        emptyText: name ? 'Nenhum usuário com esse nome' : 'Nenhum usuário cadastrado',
        columns: [
          { title: 'Nome', dataIndex: 'name', render: (v: string, u) => <Link to={USER_PATHS.edit(u.id)}>{v}</Link> },
          { title: 'Usuário', dataIndex: 'username' },
          { title: 'E-mail', dataIndex: 'email', render: (v: string | null) => v ?? '—' },
          {
            title: 'Perfis',
            dataIndex: 'roles',
            render: (roles: User['roles']) => roles.map((r) => <RoleTag key={r.id} role={r} />),
          },
          actionColumn(actionsOf, { width: 110 }),
        ],
      }}
    >
      <Input.Search
        placeholder="Buscar pelo nome"
        aria-label="Buscar pelo nome"
        allowClear
        enterButton="Buscar"
        style={{ maxWidth: 420, marginBottom: 16 }}
        onSearch={(value) => {
          setName(value.trim());
          list.setPageNumber(0);
        }}
      />
      <RolesDrawer open={rolesOpen} onClose={() => setRolesOpen(false)} />
    </ListPage>
  );
}
