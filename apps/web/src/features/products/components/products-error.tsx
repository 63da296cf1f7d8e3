import { ReloadOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { reloadPage } from '@/shared/lib';

export interface ProductsErrorProps {
  message: string;
}

/** The spec's error panel: an Error heading, the message and Try Again (reloads the page). */
export function ProductsError({ message }: ProductsErrorProps) {
  return (
    <Result
      status="warning"
      title={<h3 className="products-state__title">Error</h3>}
      subTitle={message}
      extra={
        <Button type="primary" icon={<ReloadOutlined aria-hidden />} onClick={() => reloadPage()}>
          Try Again
        </Button>
      }
    />
  );
}
