import { Button, Card, Col, Flex, Layout, Row, Typography } from 'antd';
import { AlertOutlined, LoginOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';

/**
 * Public landing page ('/'). The public entries (file a complaint, self-diagnosis) are
 * added here by the issues that build those screens.
 */
export function HomePage() {
  return (
    <Layout style={{ minHeight: '100vh', background: '#f5f7fb' }}>
      <Layout.Header style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography.Text strong style={{ color: '#fff', fontSize: 20 }}>
          SisActe
        </Typography.Text>
        <Link to="/login">
          <Button icon={<LoginOutlined />}>Área restrita</Button>
        </Link>
      </Layout.Header>
      <Layout.Content style={{ padding: '48px 24px' }}>
        <Flex vertical align="center" gap={32} style={{ maxWidth: 960, margin: '0 auto' }}>
          <Flex vertical align="center" gap={8} style={{ textAlign: 'center' }}>
            <Typography.Title style={{ marginBottom: 0 }}>Trabalho digno, sem exploração</Typography.Title>
            <Typography.Paragraph type="secondary" style={{ fontSize: 16, maxWidth: 680 }}>
              Plataforma da inspeção do trabalho e da rede de acolhimento para o enfrentamento do trabalho
              análogo ao de escravo.
            </Typography.Paragraph>
          </Flex>
          <Row gutter={[24, 24]} style={{ width: '100%' }} justify="center">
            <Col xs={24} md={12}>
              <Card title="Fazer uma denúncia">
                <Typography.Paragraph>
                  Viu ou vive trabalho forçado, jornada exaustiva, condições degradantes ou servidão por dívida? Conte para a
                  inspeção do trabalho. Sua denúncia pode ser anônima. Não pedimos seu nome nem rastreamos você.
                </Typography.Paragraph>
                <Flex gap={12} wrap align="center">
                  {/* The standalone public page: light, and it works even if the back office is down. */}
                  <Button type="primary" href="/denunciar" icon={<AlertOutlined />}>
                    Fazer uma denúncia
                  </Button>
                  <a href="/denunciar/acompanhar">Acompanhar uma denúncia</a>
                </Flex>
              </Card>
            </Col>
            <Col xs={24} md={12}>
              <Card title="Área restrita">
                <Typography.Paragraph>
                  Acesse a área restrita para triagem de denúncias, operações, relatórios de fiscalização e o
                  cadastro de pessoas acolhidas.
                </Typography.Paragraph>
                <Link to="/login">
                  <Button type="primary" icon={<LoginOutlined />}>
                    Entrar
                  </Button>
                </Link>
              </Card>
            </Col>
          </Row>
        </Flex>
      </Layout.Content>
      <Layout.Footer style={{ textAlign: 'center' }}>SisActe — inspeção do trabalho e acolhimento</Layout.Footer>
    </Layout>
  );
}
