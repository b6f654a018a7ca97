import { Alert, Flex, Tag, Typography } from 'antd';
import { type Welcomed } from '@sisacte/contracts/acolhimento/welcomed';
import { formatDateTime } from '@sisacte/ui';

/** Under the person's name: active or in the trash, when and by whom registered; a trashed person cannot be changed. */
export function WelcomedStatus({ welcomed }: { welcomed: Welcomed }) {
  const trashed = welcomed.status === 'drashed';
  return (
    <>
      <Flex wrap gap={8} style={{ marginBottom: 12 }}>
        {trashed ? <Tag color="red">Na lixeira</Tag> : <Tag color="green">Ativo</Tag>}
        <Typography.Text type="secondary">
          Cadastrado em {formatDateTime(welcomed.date_of_register)}
          {welcomed.author ? ` por ${welcomed.author.name}` : ''}
        </Typography.Text>
      </Flex>
      {trashed && (
        <Alert type="warning" showIcon style={{ marginBottom: 16 }} title="Este cadastro está na lixeira. Restaure-o para alterá-lo." />
      )}
    </>
  );
}
