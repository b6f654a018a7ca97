import { useState } from 'react';
import { Button, Input, Space, Tooltip } from 'antd';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import SafetyOutlined from '@ant-design/icons/SafetyOutlined';
import { Link, useNavigate } from 'react-router-dom';
import { type User } from '@sisacte/contracts/auth/users';
import { useCurrentUser } from '@sisacte/auth';
import { ListPage, useConfirm, useNotify, useServerPage } from '@sisacte/ui';
import { deleteUser, listUsers } from './api';
import { RolesDrawer } from './roles-drawer';
import { RoleTag } from './role-text';
import { USER_PATHS } from '../../shared/paths';

/** /admin/configuracoes/usuarios: users sorted by name, 20 per page, filter by name. */
export function UserListPage() {
  const navigate = useNavigate();
  const me = useCurrentUser();
  const confirm = useConfirm();
  const notify = useNotify();
  const [name, setName] = useState('');
  const [rolesOpen, setRolesOpen] = useState(false);
  const list = useServerPage((page) => listUsers(page, name || undefined), name);

  async function remove(user: User) {
    if (!(await confirm(`Excluir o usuário ${user.name}?`, 'Ele não poderá mais entrar no sistema.'))) return;
    try {
      await deleteUser(user.id);
      notify.success('Usuário excluído!');
      list.reload();
    } catch (error) {
      notify.error(error);
    }
  }

  return (
    <ListPage<User>
      title="Usuários"
      breadcrumb={[{ title: 'Configurações' }, { title: 'Usuários' }]}
      actions={
        <>
          <Button icon={<SafetyOutlined />} onClick={() => setRolesOpen(true)}>
            Perfis
          </Button>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(USER_PATHS.create)}>
            Novo usuário
          </Button>
        </>
      }
      list={list}
      table={{
        rowKey: 'id',
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
          {
            title: 'Ação',
            key: 'acao',
            width: 110,
            render: (_, u) => (
              <Space>
                <Tooltip title="Editar">
                  <Button aria-label={`Editar ${u.name}`} icon={<EditOutlined />} onClick={() => navigate(USER_PATHS.edit(u.id))} />
                </Tooltip>
                <Tooltip title={u.id === me?.id ? 'Você não pode excluir o seu próprio usuário' : 'Excluir'}>
                  <Button danger aria-label={`Excluir ${u.name}`} icon={<DeleteOutlined />} disabled={u.id === me?.id} onClick={() => remove(u)} />
                </Tooltip>
              </Space>
            ),
          },
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
