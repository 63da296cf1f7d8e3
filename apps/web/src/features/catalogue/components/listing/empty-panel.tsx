import InboxOutlined from '@ant-design/icons-svg/es/asn/InboxOutlined';
import type { ReactNode } from 'react';
import { Button } from '@/shared/ui/button';
import { Icon } from '@/shared/ui/icon';

export interface EmptyPanelProps {
  title: string;
  hint?: ReactNode;
  actionLabel: string;
  onAction: () => void;
}

/** Nothing matches: what happened and one button that clears the filters. */
export function EmptyPanel({ title, hint, actionLabel, onAction }: EmptyPanelProps) {
  return (
    <div className="catalogue-state catalogue-state--empty">
      <Icon svg={InboxOutlined} className="catalogue-state__icon" />
      <h2 className="catalogue-state__title">{title}</h2>
      {hint && <p className="catalogue-state__hint">{hint}</p>}
      <Button type="primary" onClick={onAction} className="catalogue-state__action">
        {actionLabel}
      </Button>
    </div>
  );
}
