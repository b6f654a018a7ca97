import { useCallback, useEffect, useState } from 'react';
import { Button, Drawer, Form, Input, Space, Table, Tag } from 'antd';
import EditOutlined from '@ant-design/icons/EditOutlined';
import { describeRole } from '@sisacte/contracts/auth/role-names';
import { type Role } from '@sisacte/contracts/auth/roles';
import { useNotify } from '@sisacte/ui';
import { createRole, listRoles, updateRole } from './api';
import { RoleText } from './role-text';

/** Roles: listed (GET /api/roles?size=50), created and renamed. System roles keep their name and description. */
export function RolesDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const notify = useNotify();
  const [roles, setRoles] = useState<Role[]>([]);
  const [loading, setLoading] = useState(false);
  const [editing, setEditing] = useState<Role | null>(null);
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<{ name: string; description: string }>();

  const load = useCallback(() => {
    setLoading(true);
    listRoles()
      .then((p) => setRoles(p.content))
      .catch(notify.error)
      .finally(() => setLoading(false));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (open) load();
  }, [open, load]);

  function edit(role: Role | null) {
    setEditing(role);
    form.setFieldsValue({ name: role?.name ?? '', description: role?.description ?? '' });
  }

  async function save(values: { name: string; description: string }) {
    setSaving(true);
    try {
      if (editing) await updateRole({ id: editing.id, ...values });
      else await createRole(values);
      notify.success(editing ? 'Dados atualizados!' : 'Perfil cadastrado!');
      edit(null);
      load();
    } catch (error) {
      notify.error(error);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Drawer title="Perfis de acesso" open={open} onClose={onClose} size="large">
      <Form form={form} layout="vertical" onFinish={save} aria-label={editing ? 'Editar perfil' : 'Novo perfil'}>
        <Form.Item
          label={editing ? 'Nome do perfil' : 'Nome do novo perfil'}
          name="name"
          rules={[{ required: true, min: 3, max: 120, message: 'Informe um nome de 3 a 120 caracteres' }]}
        >
          <Input maxLength={120} />
        </Form.Item>
        <Form.Item label="Descrição" name="description" rules={[{ max: 300, message: 'No máximo 300 caracteres' }]}>
          <Input maxLength={300} />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={saving}>
            {editing ? 'Salvar perfil' : 'Criar perfil'}
          </Button>
          {editing && <Button onClick={() => edit(null)}>Cancelar</Button>}
        </Space>
      </Form>
      <Table<Role>
        style={{ marginTop: 24 }}
        rowKey="id"
        size="small"
        loading={loading}
        dataSource={roles}
        pagination={false}
        columns={[
          {
            title: 'Perfil',
            dataIndex: 'name',
            render: (_: string, r) => (
              <>
                <RoleText role={r} /> {r.system && <Tag color="blue">sistema</Tag>}
              </>
            ),
          },
          {
            title: 'Ação',
            key: 'acao',
            // System roles keep the name and the description the code gives them (shown in Portuguese above).
            render: (_, r) =>
              r.system ? null : <Button aria-label={`Editar perfil ${describeRole(r).label}`} icon={<EditOutlined />} onClick={() => edit(r)} />,
          },
        ]}
      />
    </Drawer>
  );
}
