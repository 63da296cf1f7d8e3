import { Empty } from 'antd';

/** An admin address that leads nowhere (the spec titles it Settings): say so, and offer the dashboard. */
export function AdminSectionPlaceholder() {
  return <Empty className="admin-placeholder" description="There is no such page in the admin area." />;
}
