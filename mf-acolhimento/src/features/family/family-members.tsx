import { Button, Card, Flex, Space, Table, Tag, Typography } from 'antd';
import LogoutOutlined from '@ant-design/icons/LogoutOutlined';
import { Link } from 'react-router-dom';
import { type FamilyMember } from '@sisacte/contracts/acolhimento/family';
import { WELCOMED_PATHS } from '../../shared/paths';
import { ageColumn, birthdateColumn, cpfColumn, genderColumn, nacionalityColumn } from '../../shared/welcomed-columns';

export interface FamilyMembersProps {
  familyId: number;
  members: FamilyMember[];
  /** The person whose screen this is (tagged 'este cadastro'). */
  selfId: number;
  busy: boolean;
  onLeave: () => void;
}

/** A family group: its number, its members (each a link while active) and 'Sair do grupo'. */
export function FamilyMembers({ familyId, members, selfId, busy, onLeave }: FamilyMembersProps) {
  return (
    <Card size="small">
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 12 }}>
        <Typography.Text strong>
          Grupo familiar nº {familyId} · {members.length === 1 ? '1 membro' : `${members.length} membros`}
        </Typography.Text>
        <Button danger icon={<LogoutOutlined />} loading={busy} onClick={onLeave}>
          Sair do grupo
        </Button>
      </Flex>
      <Table<FamilyMember>
        rowKey="id"
        size="small"
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={members}
        locale={{ emptyText: 'Nenhum membro' }}
        columns={[
          {
            title: 'Nome',
            dataIndex: 'name',
            render: (name: string, m) => (
              <Space>
                {m.status === 'active' ? <Link to={WELCOMED_PATHS.edit(m.id)}>{name}</Link> : <Typography.Text>{name}</Typography.Text>}
                {m.id === selfId && <Tag color="blue">este cadastro</Tag>}
                {m.status !== 'active' && <Tag>na lixeira</Tag>}
              </Space>
            ),
          },
          genderColumn(),
          ageColumn(),
          birthdateColumn(),
          cpfColumn(),
          nacionalityColumn(),
        ]}
      />
    </Card>
  );
}
