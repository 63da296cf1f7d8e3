import { Empty } from 'antd';

/** Admin sections that do not exist yet: an honest empty state, no sample data. */
export function AdminSectionPlaceholder() {
  return <Empty className="admin-placeholder" description="This section is not available yet." />;
}
