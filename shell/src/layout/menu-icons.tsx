import AlertOutlined from '@ant-design/icons-svg/lib/asn/AlertOutlined';
import AppstoreOutlined from '@ant-design/icons-svg/lib/asn/AppstoreOutlined';
import AuditOutlined from '@ant-design/icons-svg/lib/asn/AuditOutlined';
import CalendarOutlined from '@ant-design/icons-svg/lib/asn/CalendarOutlined';
import CheckSquareOutlined from '@ant-design/icons-svg/lib/asn/CheckSquareOutlined';
import DashboardOutlined from '@ant-design/icons-svg/lib/asn/DashboardOutlined';
import FileTextOutlined from '@ant-design/icons-svg/lib/asn/FileTextOutlined';
import HeartOutlined from '@ant-design/icons-svg/lib/asn/HeartOutlined';
import HomeOutlined from '@ant-design/icons-svg/lib/asn/HomeOutlined';
import InboxOutlined from '@ant-design/icons-svg/lib/asn/InboxOutlined';
import ReadOutlined from '@ant-design/icons-svg/lib/asn/ReadOutlined';
import SettingOutlined from '@ant-design/icons-svg/lib/asn/SettingOutlined';
import ShopOutlined from '@ant-design/icons-svg/lib/asn/ShopOutlined';
import SolutionOutlined from '@ant-design/icons-svg/lib/asn/SolutionOutlined';
import TeamOutlined from '@ant-design/icons-svg/lib/asn/TeamOutlined';
import UnorderedListOutlined from '@ant-design/icons-svg/lib/asn/UnorderedListOutlined';
import UserOutlined from '@ant-design/icons-svg/lib/asn/UserOutlined';
import type { ReactNode } from 'react';
import { SvgIcon } from './svg-icon';

/** Icons a remote may name in its menu entries (names of @ant-design/icons), each imported on its own. */
const ICONS: Record<string, ReactNode> = {
  AlertOutlined: <SvgIcon icon={AlertOutlined} />,
  AuditOutlined: <SvgIcon icon={AuditOutlined} />,
  CalendarOutlined: <SvgIcon icon={CalendarOutlined} />,
  CheckSquareOutlined: <SvgIcon icon={CheckSquareOutlined} />,
  DashboardOutlined: <SvgIcon icon={DashboardOutlined} />,
  FileTextOutlined: <SvgIcon icon={FileTextOutlined} />,
  HeartOutlined: <SvgIcon icon={HeartOutlined} />,
  HomeOutlined: <SvgIcon icon={HomeOutlined} />,
  InboxOutlined: <SvgIcon icon={InboxOutlined} />,
  ReadOutlined: <SvgIcon icon={ReadOutlined} />,
  SettingOutlined: <SvgIcon icon={SettingOutlined} />,
  ShopOutlined: <SvgIcon icon={ShopOutlined} />,
  SolutionOutlined: <SvgIcon icon={SolutionOutlined} />,
  TeamOutlined: <SvgIcon icon={TeamOutlined} />,
  UnorderedListOutlined: <SvgIcon icon={UnorderedListOutlined} />,
  UserOutlined: <SvgIcon icon={UserOutlined} />,
};

export const menuIcon = (name?: string): ReactNode => (name ? (ICONS[name] ?? <SvgIcon icon={AppstoreOutlined} />) : undefined);
