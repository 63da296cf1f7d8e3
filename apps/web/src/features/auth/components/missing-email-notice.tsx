import { Button, Result } from 'antd';
import type { ReactNode } from 'react';
import { AuthCard } from './auth-card';

export interface MissingEmailNoticeProps {
  title: string;
  text: ReactNode;
  actionLabel: string;
  onAction: () => void;
}

/** Shown when a step of a flow is opened without the e-mail address the previous step passes on. */
export function MissingEmailNotice({ title, text, actionLabel, onAction }: MissingEmailNoticeProps) {
  return (
    <AuthCard title={title}>
      <Result
        className="auth-result"
        status="warning"
        subTitle={text}
        extra={
          <Button type="primary" onClick={onAction}>
            {actionLabel}
          </Button>
        }
      />
    </AuthCard>
  );
}
