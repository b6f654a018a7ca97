import { Button, Layout, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { RemoteOutlet } from './admin-layout';

/** Frame for the admin paths open to the public (self-diagnosis, new complaint): no sidebar. */
export function PublicLayout() {
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <Link to="/">
          <Typography.Text strong style={{ color: '#fff', fontSize: 18 }}>
            SisActe
          </Typography.Text>
        </Link>
        <Link to="/login">
          <Button>Área restrita</Button>
        </Link>
      </Layout.Header>
      <Layout.Content style={{ padding: 24 }}>
        <RemoteOutlet />
      </Layout.Content>
    </Layout>
  );
}
