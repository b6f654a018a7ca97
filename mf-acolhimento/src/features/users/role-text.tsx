import { Tag, Tooltip, Typography } from 'antd';
import { describeRole } from '@sisacte/contracts/auth/role-names';

/** The technical name of a catalogue role, for the administrators who read tokens and logs. */
const technicalTip = (technical: string | null) => (technical ? `Nome técnico: ${technical}` : undefined);

/** A role as the users screen shows it: its Portuguese label (technical name on hover) and what it allows. */
export function RoleText({ role }: { role: { name: string; description?: string | null } }) {
  const { label, description, technical } = describeRole(role);
  return (
    <>
      <Tooltip title={technicalTip(technical)}>
        <Typography.Text strong>{label}</Typography.Text>
      </Tooltip>
      {description && (
        <Typography.Text type="secondary" style={{ display: 'block' }}>
          {description}
        </Typography.Text>
      )}
    </>
  );
}

/** A role as a tag (users list): the label, the technical name on hover. */
export function RoleTag({ role }: { role: { name: string } }) {
  const { label, technical } = describeRole(role);
  return (
    <Tooltip title={technicalTip(technical)}>
      <Tag>{label}</Tag>
    </Tooltip>
  );
}
