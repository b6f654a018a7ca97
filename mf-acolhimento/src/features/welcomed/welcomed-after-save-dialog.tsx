import { HomeOutlined, SendOutlined, TeamOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { type Welcomed } from '@sisacte/contracts/acolhimento/welcomed';
import { AfterSaveDialog } from '@sisacte/ui';
import { WELCOMED_PATHS } from '../../shared/paths';

/** After a new person is saved: back to the list, their family, a check-in or a new referral. */
export function WelcomedAfterSaveDialog({ created, onChoose }: { created: Welcomed | null; onChoose: (path: string) => void }) {
  const id = created?.id ?? 0;
  return (
    <AfterSaveDialog
      open={created !== null}
      title="Pessoa Cadastrada! O que deseja fazer agora?"
      choices={[
        { label: 'Voltar para a lista', icon: <UnorderedListOutlined />, onChoose: () => onChoose(WELCOMED_PATHS.list) },
        { label: 'Família', icon: <TeamOutlined />, onChoose: () => onChoose(WELCOMED_PATHS.edit(id, 'parents')) },
        { label: 'Check-in', icon: <HomeOutlined />, onChoose: () => onChoose(WELCOMED_PATHS.checkin(id)) },
        { label: 'Novo encaminhamento', icon: <SendOutlined />, primary: true, onChoose: () => onChoose(WELCOMED_PATHS.newForwarding(id)) },
      ]}
    />
  );
}
