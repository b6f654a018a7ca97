import type { ReactNode } from 'react';
import { Breadcrumb, Flex, Typography } from 'antd';

export interface PageHeaderProps {
  title: string;
  breadcrumb?: { title: ReactNode }[];
  extra?: ReactNode;
}

export function PageHeader({ title, breadcrumb, extra }: PageHeaderProps) {
  return (
    <Flex vertical gap={4} style={{ marginBottom: 16 }}>
      {breadcrumb && <Breadcrumb items={breadcrumb} />}
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        {extra}
      </Flex>
    </Flex>
  );
}
