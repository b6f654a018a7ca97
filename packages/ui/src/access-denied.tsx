import { Button, Result, Space, Typography } from 'antd';
import { ArrowLeftOutlined, HomeOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { roleLabel } from '@sisacte/contracts/auth/roles';
import { SCREENS } from '@sisacte/contracts/shell/screens';

/** True when this page was reached by a navigation inside the app, so 'Voltar' stays in it. */
const cameFromInsideTheApp = () => ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;

/**
 * What a screen shows, inside the layout, to a logged-in user without its role: the session stays,
 * nothing is asked of the API, and there is a way back.
 */
export function AccessDenied({ role }: { role: string }) {
  const navigate = useNavigate();
  return (
    <Result
      status="403"
      title={
        <Typography.Title level={3} style={{ margin: 0 }}>
          Acesso negado
        </Typography.Title>
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
