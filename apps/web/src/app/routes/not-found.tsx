import { MESSAGES } from '@kukur/contracts';
import { Result } from 'antd';
import { ButtonLink } from '@/shared/ui/button-link';

export function NotFoundRoute() {
  return (
    <Result
      className="page-container route-result"
      status="404"
      title={<h1 className="route-result__title">{MESSAGES.common.notFound}</h1>}
      subTitle="Sorry, we could not sniff out the page you were looking for."
      extra={
        <ButtonLink to="/home" type="primary" size="large">
          Back to Home
        </ButtonLink>
      }
    />
  );
}
