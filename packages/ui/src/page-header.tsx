import type { ReactNode } from 'react';
import { Flex, theme } from 'antd';

export interface PageHeaderProps {
  title: string;
  breadcrumb?: { title: ReactNode }[];
  extra?: ReactNode;
}

/**
 * The screen's breadcrumb, title and actions. The title is an h3 in the look of antd's Typography.Title level 3,
 * and the breadcrumb a list in the look of antd's Breadcrumb, both drawn from the theme's tokens: Typography
 * (editing, copying, ellipsis) and Breadcrumb (which brings Dropdown and Menu, for item menus no screen has) would
 * be on every screen's first load for them.
 */
export function PageHeader({ title, breadcrumb, extra }: PageHeaderProps) {
  const { token } = theme.useToken();
  return (
    <Flex vertical gap={4} style={{ marginBottom: 16 }}>
      {breadcrumb && <Trail items={breadcrumb} />}
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

/** The breadcrumb: the steps in the secondary text colour, the last (this screen) in the text colour, '/' between. */
function Trail({ items }: { items: { title: ReactNode }[] }) {
  const { token } = theme.useToken();
  return (
    <nav aria-label="Trilha de navegação" style={{ fontSize: token.fontSize, lineHeight: token.lineHeight, color: token.colorTextDescription }}>
      <ol style={{ display: 'flex', flexWrap: 'wrap', margin: 0, padding: 0, listStyle: 'none' }}>
        {items.map((item, i) => {
          const last = i === items.length - 1;
          return (
            <li key={i} aria-current={last ? 'page' : undefined} style={last ? { color: token.colorText } : undefined}>
              {item.title}
              {!last && (
                <span aria-hidden="true" style={{ marginInline: token.marginXS }}>
                  /
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
