import type { ReactNode } from 'react';
import { Breadcrumb, Flex, theme } from 'antd';

export interface PageHeaderProps {
  title: string;
  breadcrumb?: { title: ReactNode }[];
  extra?: ReactNode;
}

/**
 * The screen's breadcrumb, title and actions. The title is an h3 in the look of antd's Typography.Title level 3,
 * drawn from the theme's tokens: Typography (editing, copying, ellipsis) would be on every list's first load for it.
 */
export function PageHeader({ title, breadcrumb, extra }: PageHeaderProps) {
  const { token } = theme.useToken();
  return (
    <Flex vertical gap={4} style={{ marginBottom: 16 }}>
      {breadcrumb && <Breadcrumb items={breadcrumb} />}
      <Flex justify="space-between" align="center" wrap gap={8}>
        <h3
          style={{
            margin: 0,
            color: token.colorTextHeading,
            fontSize: token.fontSizeHeading3,
            lineHeight: token.lineHeightHeading3,
            fontWeight: token.fontWeightStrong,
          }}
        >
          {title}
        </h3>
        {extra}
      </Flex>
    </Flex>
  );
}
