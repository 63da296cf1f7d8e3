import { ReloadOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { reloadPage } from '@/shared/lib';

/** Shown when a route fails to load or render (e.g. a lazy chunk missing after a deploy). */
export function RouteError() {
  return (
    <Result
      className="page-container route-result"
      status="error"
      title={<h1 className="route-result__title">Something went wrong</h1>}
      subTitle="Please reload the page and try again."
      extra={
        <Button type="primary" icon={<ReloadOutlined aria-hidden />} onClick={() => reloadPage()}>
          Reload
        </Button>
      }
    />
  );
}
