import LoginOutlined from '@ant-design/icons/LoginOutlined';
import SendOutlined from '@ant-design/icons/SendOutlined';
import TeamOutlined from '@ant-design/icons/TeamOutlined';
import UnorderedListOutlined from '@ant-design/icons/UnorderedListOutlined';
import { type Welcomed } from '@sisacte/contracts/acolhimento/welcomed';
import { AfterSaveDialog } from '@sisacte/ui';
import { FORWARDING_PATHS, STAY_PATHS, WELCOMED_PATHS } from '../../shared/paths';

/** After a new person is saved: back to the list, to their family, to their check-in or to a new referral of theirs. */
export function WelcomedAfterSaveDialog({ created, onChoose }: { created: Welcomed | null; onChoose: (path: string) => void }) {
  const id = created?.id ?? 0;
  return (
    <AfterSaveDialog
      open={created !== null}
      title="Pessoa Cadastrada! O que deseja fazer agora?"
      choices={[
        { label: 'Voltar para a lista', icon: <UnorderedListOutlined />, onChoose: () => onChoose(WELCOMED_PATHS.list) },
        { label: 'Família', icon: <TeamOutlined />, primary: true, onChoose: () => onChoose(WELCOMED_PATHS.edit(id, 'parents')) },
        { label: 'Check-in', icon: <LoginOutlined />, onChoose: () => onChoose(STAY_PATHS.checkin(id)) },
        { label: 'Novo encaminhamento', icon: <SendOutlined />, onChoose: () => onChoose(FORWARDING_PATHS.create(id)) },
      ]}
    />
  );
}
