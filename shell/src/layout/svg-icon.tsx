import type { IconDefinition } from '@ant-design/icons-svg/lib/types';

interface Node {
  tag: string;
  attrs: Record<string, string>;
  children?: Node[];
}

const draw = (node: Node, key?: number): React.ReactElement => {
  const Tag = node.tag as 'svg';
  return (
    <Tag key={key} {...node.attrs}>
      {node.children?.map((child, i) => draw(child, i))}
    </Tag>
  );
};

/**
 * An antd icon drawn from its SVG definition (@ant-design/icons-svg, one file per icon), like antd's
 * <span class="anticon"> but without the icon runtime, so the staff frame needs no antd code. Decorative:
 * hidden from screen readers, which would read its English file name ('alert Nova denúncia'); the
 * button or menu item around it is named by its text or its own label.
 */
export function SvgIcon({ icon, style }: { icon: IconDefinition; style?: React.CSSProperties }) {
  const svg = typeof icon.icon === 'function' ? icon.icon('currentColor', '#e6f4ff') : icon.icon;
  return (
    <span aria-hidden="true" className="anticon" style={{ display: 'inline-flex', lineHeight: 0, ...style }}>
      {draw({ ...(svg as Node), attrs: { ...(svg as Node).attrs, width: '1em', height: '1em', fill: 'currentColor', 'aria-hidden': 'true' } })}
    </span>
  );
}
