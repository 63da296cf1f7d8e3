import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/es/types';
import { createElement, type HTMLAttributes, type ReactNode } from 'react';
import './icon.css';

export type { IconDefinition };

export interface IconProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** An icon of `@ant-design/icons-svg/es/asn/*` (outlined or filled): the same drawings as antd's icons. */
  svg: IconDefinition;
  /** Turns for ever (a spinner). */
  spin?: boolean;
}

/** The definitions write SVG's attribute names (`fill-rule`); React takes them in camel case (`fillRule`). */
function reactAttributes(attrs: AbstractNode['attrs']): Record<string, string> {
  const named: Record<string, string> = {};
  for (const [name, value] of Object.entries(attrs)) {
    named[name.replace(/-([a-z])/g, (_dash, letter: string) => letter.toUpperCase())] = value;
  }
  return named;
}

function drawn(node: AbstractNode, key: number): ReactNode {
  return createElement(node.tag, { key, ...reactAttributes(node.attrs) }, node.children?.map(drawn));
}

/**
 * A decorative icon without `@ant-design/icons`' React runtime (its wrapper, context and style injection),
 * for the shop's shell and first pages. It keeps antd's `anticon` class, so icons look and align the same
 * inside antd's components and under the shop's own rules. Icons are never the only name of a control:
 * the control carries the words.
 */
export function Icon({ svg, spin, className, ...rest }: IconProps) {
  // Outlined and filled icons are plain drawings; only two-tone ones are functions of their colours.
  const root = typeof svg.icon === 'function' ? svg.icon('currentColor', 'currentColor') : svg.icon;
  const classes = ['anticon', 'kp-icon', `kp-icon--${svg.name}`, spin && 'kp-icon--spin', className];
  return (
    <span {...rest} className={classes.filter(Boolean).join(' ')} aria-hidden="true">
      <svg
        {...reactAttributes(root.attrs)}
        width="1em"
        height="1em"
        fill="currentColor"
        aria-hidden="true"
        focusable="false"
      >
        {root.children?.map(drawn)}
      </svg>
    </span>
  );
}
