import { ReloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { reloadPage } from '@/shared/lib';
import { StatusPanel } from '@/shared/ui/status-panel';

/** Shown when a route fails to load or render (e.g. a lazy chunk missing after a deploy). */
export function RouteError() {
  return (
    <StatusPanel
      className="page-container route-result"
      status="error"
      headingLevel={1}
      title="Something went wrong"
      text="Please reload the page and try again."
      extra={
        <Button type="primary" icon={<ReloadOutlined aria-hidden />} onClick={() => reloadPage()}>
          Reload
        </Button>
      }
    />
  );
}
