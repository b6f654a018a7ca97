import {
  AlertOutlined,
  AppstoreOutlined,
  AuditOutlined,
  CheckSquareOutlined,
  DashboardOutlined,
  FileTextOutlined,
  HomeOutlined,
  SettingOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

/** Icons a remote may name in its menu entries (names of @ant-design/icons). */
const ICONS: Record<string, ReactNode> = {
  AlertOutlined: <AlertOutlined />,
  AuditOutlined: <AuditOutlined />,
  CheckSquareOutlined: <CheckSquareOutlined />,
  DashboardOutlined: <DashboardOutlined />,
  FileTextOutlined: <FileTextOutlined />,
  HomeOutlined: <HomeOutlined />,
  SettingOutlined: <SettingOutlined />,
  TeamOutlined: <TeamOutlined />,
  UserOutlined: <UserOutlined />,
};

export const menuIcon = (name?: string): ReactNode => (name ? (ICONS[name] ?? <AppstoreOutlined />) : undefined);
