import { MESSAGES } from '@kukur/contracts';
import { ButtonLink } from '@/shared/ui/button-link';
import { StatusPanel } from '@/shared/ui/status-panel';

export function NotFoundRoute() {
  return (
    <StatusPanel
      className="page-container route-result"
      status="not-found"
      headingLevel={1}
      title={MESSAGES.common.notFound}
      text="Sorry, we could not sniff out the page you were looking for."
      extra={
        <ButtonLink to="/home" type="primary" size="large">
          Back to Home
        </ButtonLink>
      }
    />
  );
}
