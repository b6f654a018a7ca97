import { Alert, Button, Card, Empty, Flex, Skeleton, Typography } from 'antd';
import TeamOutlined from '@ant-design/icons/TeamOutlined';
import UsergroupAddOutlined from '@ant-design/icons/UsergroupAddOutlined';
import { type Welcomed, WELCOMED_MESSAGES } from '@sisacte/contracts/acolhimento/welcomed';
import { useConfirm } from '@sisacte/ui';
import { createFamily, enterFamily, leaveFamily } from './api';
import { FamilyMembers } from './family-members';
import { JoinFamily } from './join-family';
import { useFamilyGroup } from './use-family-group';

export interface FamilyTabProps {
  welcomed: Welcomed;
  /** The group changed (created, joined, left): the page reloads the person. */
  onChanged: () => void;
}

/**
 * Tab 2 'Família': no group → create one or join another person's group found by name;
 * in a group → its members, and leaving it (with confirmation). A trashed person's group cannot change.
 */
export function FamilyTab({ welcomed, onChanged }: FamilyTabProps) {
  const confirm = useConfirm();
  const familyId = welcomed.family?.id ?? null;
  const { state, loading, busy, change } = useFamilyGroup(familyId, onChanged);

  async function leave() {
    if (!(await confirm(`Retirar ${welcomed.name} do grupo familiar?`, 'Os outros membros continuam no grupo.', 'Sair do grupo'))) return;
    await change(() => leaveFamily(welcomed.id), WELCOMED_MESSAGES.FAMILY_LEFT);
  }

  if (welcomed.status !== 'active') return <Alert type="warning" showIcon title="Restaure o cadastro para alterar o grupo familiar." />;
  if (familyId === null) {
    return (
      <Flex vertical gap={16}>
        <Empty image={<TeamOutlined style={{ fontSize: 48, color: '#999' }} />} description={`${welcomed.name} não faz parte de um grupo familiar`} />
        <Flex wrap gap={16}>
          <Card size="small" title="Novo grupo" style={{ flex: '1 1 280px' }}>
            <Typography.Paragraph type="secondary">Começa um grupo familiar com esta pessoa; depois os outros membros entram nele.</Typography.Paragraph>
            <Button type="primary" icon={<UsergroupAddOutlined />} loading={busy}
              onClick={() => change(() => createFamily(welcomed.id), WELCOMED_MESSAGES.FAMILY_CREATED)}>
              Criar novo grupo familiar
            </Button>
          </Card>
          <Card size="small" title="Entrar no grupo de outra pessoa" style={{ flex: '2 1 320px' }}>
            <JoinFamily welcomed={welcomed} busy={busy}
              onJoin={(member) => change(() => enterFamily({ welcomed_id: welcomed.id, member_id: member.id }), WELCOMED_MESSAGES.FAMILY_JOINED)} />
          </Card>
        </Flex>
      </Flex>
    );
  }
  if (loading && !state) return <Skeleton active />;
  return <FamilyMembers familyId={familyId} members={state?.members ?? []} selfId={welcomed.id} busy={busy} onLeave={leave} />;
}
