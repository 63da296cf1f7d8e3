import { Button, Empty } from 'antd';
import type { ReactNode } from 'react';

export interface EmptyPanelProps {
  title: string;
  hint?: ReactNode;
  actionLabel: string;
  onAction: () => void;
}

/** Nothing matches: what happened and one button that clears the filters. */
export function EmptyPanel({ title, hint, actionLabel, onAction }: EmptyPanelProps) {
  return (
    <Empty
      className="catalogue-state"
      description={
        <>
          <h2 className="catalogue-state__title">{title}</h2>
          {hint && <p className="catalogue-state__hint">{hint}</p>}
        </>
      }
    >
      <Button type="primary" onClick={onAction}>
        {actionLabel}
      </Button>
    </Empty>
  );
}
