import { Button, Result, type ResultProps } from 'antd';
import { ButtonLink } from '@/shared/ui/button-link';
import { useVaccinationTexts } from '../../vaccination-texts';

export interface StatementNoticeProps {
  status: ResultProps['status'];
  title: string;
  /** Offer Try Again (a load that failed for a reason that may pass). */
  onRetry?: () => void;
}

/** Instead of the statement: why there is none, with Back to Profile. */
export function StatementNotice({ status, title, onRetry }: StatementNoticeProps) {
  const TEXT = useVaccinationTexts().statement;
  return (
    <Result
      className="statement-notice"
      status={status}
      title={<h1 className="statement-notice__title">{title}</h1>}
      extra={[
        <ButtonLink key="profile" to="/profile" type="primary">
          {TEXT.backToProfile}
        </ButtonLink>,
        onRetry && (
          <Button key="retry" onClick={onRetry}>
            {TEXT.tryAgain}
          </Button>
        ),
      ]}
    />
  );
}
