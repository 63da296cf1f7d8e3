import { ReloadOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import type { ReactNode } from 'react';

export interface AdminLoadFailedProps {
  title: ReactNode;
  /** A second line under the title. */
  detail?: ReactNode;
  retryLabel: ReactNode;
  /** A new attempt is under way (the button spins). */
  retrying?: boolean;
  onRetry: () => void;
}

/** An admin page whose data could not be loaded: what happened, and a button to try again. */
export function AdminLoadFailed({ title, detail, retryLabel, retrying, onRetry }: AdminLoadFailedProps) {
  return (
    <Result
      status="warning"
      title={<h3 className="admin-list__state-title">{title}</h3>}
      subTitle={detail}
      extra={
        <Button type="primary" icon={<ReloadOutlined aria-hidden />} loading={retrying} onClick={onRetry}>
          {retryLabel}
        </Button>
      }
    />
  );
}
