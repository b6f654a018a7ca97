import { Button, Space } from 'antd';
import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import HomeOutlined from '@ant-design/icons/HomeOutlined';
import StopOutlined from '@ant-design/icons/StopOutlined';
import { useNavigate } from 'react-router-dom';
import { roleLabel } from '@sisacte/contracts/auth/role-names';
import { SCREENS } from '@sisacte/contracts/shell/screens';
import { StatusPanel } from './status-panel';

/** True when this page was reached by a navigation inside the app, so 'Voltar' stays in it. */
const cameFromInsideTheApp = () => ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;

/**
 * What a screen shows, inside the layout, to a logged-in user without its role: the session stays,
 * nothing is asked of the API, and there is a way back.
 */
export function AccessDenied({ role }: { role: string }) {
  const navigate = useNavigate();
  return (
    <StatusPanel
      icon={<StopOutlined />}
      tone="error"
      title={
        <h3 style={{ margin: 0, fontSize: 'inherit', lineHeight: 'inherit', fontWeight: 600, color: 'inherit' }}>Acesso negado</h3>
      }
      subTitle={`Você não tem permissão para abrir esta página. Ela é do perfil ${roleLabel(role)}: se precisar dela, peça esse perfil a um administrador.`}
      extra={
        <Space wrap style={{ justifyContent: 'center' }}>
          {cameFromInsideTheApp() && (
            <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(-1)}>
              Voltar
            </Button>
          )}
          <Button type="primary" icon={<HomeOutlined />} onClick={() => navigate(SCREENS.staffHome)}>
            Ir para o início
          </Button>
        </Space>
      }
    />
  );
}
