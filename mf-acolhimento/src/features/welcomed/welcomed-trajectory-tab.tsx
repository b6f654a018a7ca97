import { useEffect, useState } from 'react';
import { Alert, Button, Empty, Flex, Skeleton, Tag, Timeline, Typography } from 'antd';
import AuditOutlined from '@ant-design/icons/AuditOutlined';
import LoginOutlined from '@ant-design/icons/LoginOutlined';
import SendOutlined from '@ant-design/icons/SendOutlined';
import { Link, useNavigate } from 'react-router-dom';
import { type TrajectoryItem, type TrajectoryKind, TRAJECTORY_KIND_LABELS } from '@sisacte/contracts/acolhimento/trajectory';
import { type Welcomed } from '@sisacte/contracts/acolhimento/welcomed';
import { fillPath } from '@sisacte/contracts/common/api-path';
import { SCREENS } from '@sisacte/contracts/shell/screens';
import { formatDate } from '@sisacte/ui';
import { FORWARDING_PATHS, MONITOR_PATHS, STAY_PATHS } from '../../shared/paths';
import { getTrajectory } from './api';

const KIND_COLOR: Record<TrajectoryKind, string> = { stay: 'green', forwarding: 'blue', monitor: 'purple', vacancy: 'orange', course: 'cyan' };

/** The screen of each step. */
function linkOf(item: TrajectoryItem, welcomedId: number): string {
  switch (item.kind) {
    case 'stay':
      return STAY_PATHS.edit(item.link_id);
    case 'forwarding':
      return FORWARDING_PATHS.edit(item.link_id);
    case 'monitor':
      return MONITOR_PATHS.edit(item.link_id, welcomedId);
    case 'vacancy':
      return fillPath(SCREENS.vacancies.edit, { vacancy_id: item.link_id });
    case 'course':
      return fillPath(SCREENS.courses.edit, { course_id: item.link_id });
  }
}

const period = (item: TrajectoryItem) => (item.end_date && item.end_date !== item.date ? `${formatDate(item.date)} a ${formatDate(item.end_date)}` : formatDate(item.date));

/** One step: when, what (a link to its screen), the detail and the status. */
function Step({ item, welcomedId }: { item: TrajectoryItem; welcomedId: number }) {
  return (
    <Flex vertical gap={2}>
      <Flex wrap gap={8} align="center">
        <Typography.Text strong>{period(item)}</Typography.Text>
        <Tag color={KIND_COLOR[item.kind]} style={{ marginInlineEnd: 0 }}>{TRAJECTORY_KIND_LABELS[item.kind]}</Tag>
        {item.status && <Tag style={{ marginInlineEnd: 0 }}>{item.status}</Tag>}
      </Flex>
      <Link to={linkOf(item, welcomedId)}>{item.title}</Link>
      {item.detail && <Typography.Text type="secondary">{item.detail}</Typography.Text>}
    </Flex>
  );
}

/**
 * Tab 'Trajetória': the person's stays, referrals, monitoring visits, vacancy referrals and courses in one
 * list, newest first, each a link to its screen; and the ways to add the next step.
 */
export function WelcomedTrajectoryTab({ welcomed, version }: { welcomed: Welcomed; version: number }) {
  const navigate = useNavigate();
  const [items, setItems] = useState<TrajectoryItem[]>();
  const [error, setError] = useState<string | null>(null);
  const active = welcomed.status === 'active';

  useEffect(() => {
    let live = true;
    getTrajectory(welcomed.id).then(
      (list) => live && setItems(list),
      (e: Error) => live && setError(e.message),
    );
    return () => {
      live = false;
    };
  }, [welcomed.id, version]);

  return (
    <Flex vertical gap={16}>
      <Flex wrap gap={8}>
        <Button icon={<LoginOutlined />} disabled={!active} onClick={() => navigate(STAY_PATHS.checkin(welcomed.id))}>Check-in</Button>
        <Button icon={<SendOutlined />} disabled={!active} onClick={() => navigate(FORWARDING_PATHS.create(welcomed.id))}>Novo encaminhamento</Button>
        <Button icon={<AuditOutlined />} onClick={() => navigate(MONITOR_PATHS.ofPerson(welcomed.id))}>Monitoramentos</Button>
      </Flex>
      {error ? (
        <Alert type="error" showIcon title={error} />
      ) : !items ? (
        <Skeleton active />
      ) : items.length === 0 ? (
        <Empty description="Nenhuma estadia, encaminhamento, monitoramento, vaga ou curso registrado" />
      ) : (
        <Timeline
          aria-label="Trajetória"
          items={items.map((item) => ({
            key: `${item.kind}-${item.id}`,
            color: KIND_COLOR[item.kind],
            content: <Step item={item} welcomedId={welcomed.id} />,
          }))}
        />
      )}
    </Flex>
  );
}
