import { Button, Card, Space, Tag } from 'antd';
import { Link } from 'react-router-dom';
import { WELCOMED_PATHS } from '../../shared/paths';

export interface PickedWelcomedsProps {
  picked: { id: number; name: string }[];
  onClear: () => void;
}

/** 'Cadastros selecionados': the people picked in the search modal, each a link to their screen. */
export function PickedWelcomeds({ picked, onClear }: PickedWelcomedsProps) {
  if (picked.length === 0) return null;
  return (
    <Card size="small" title="Cadastros selecionados" style={{ marginBottom: 16 }} extra={<Button size="small" type="link" onClick={onClear}>Limpar</Button>}>
      <Space wrap>
        {picked.map((p) => (
          <Tag key={p.id}>
            <Link to={WELCOMED_PATHS.edit(p.id)}>{p.name}</Link>
          </Tag>
        ))}
      </Space>
    </Card>
  );
}
