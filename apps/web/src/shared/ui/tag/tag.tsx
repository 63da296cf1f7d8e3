import type { HTMLAttributes, ReactNode } from 'react';
import './tag.css';

/** The light tints the shop uses, with text dark enough for 4.5:1 on them (as global.css does for antd's). */
export type TagTint = 'red' | 'green';

export interface TagProps extends HTMLAttributes<HTMLSpanElement> {
  /** A light tint, or any colour for a solid tag with white text (pick one that passes 4.5:1). */
  color?: TagTint | (string & {});
  variant?: 'filled' | 'solid';
  icon?: ReactNode;
}

/**
 * A small label in antd's tag look, without antd's runtime (see Button for why): category, badges,
 * "-20 %", "Verified buyer".
 */
export function Tag({ color, variant = 'filled', icon, className, style, children, ...rest }: TagProps) {
  const solid = variant === 'solid' && color !== undefined;
  const classes = ['kp-tag', solid ? 'kp-tag--solid' : color && `kp-tag--${color}`, className];
  return (
    <span
      {...rest}
      className={classes.filter(Boolean).join(' ')}
      style={solid ? { backgroundColor: color, ...style } : style}
    >
      {icon}
      {icon ? <span>{children}</span> : children}
    </span>
  );
}
