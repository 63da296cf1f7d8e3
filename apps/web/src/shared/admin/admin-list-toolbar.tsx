import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Input, Radio } from 'antd';
import './admin-list.css';

const ALL = 'all';

export interface AdminStatusOption<Status extends string> {
  value: Status;
  label: string;
}

export interface AdminListToolbarTexts {
  searchLabel: string;
  searchPlaceholder: string;
  /** Needed with a status filter. */
  statusFilterLabel?: string;
  allStatuses?: string;
  refresh: string;
}

export interface AdminListToolbarProps<Status extends string> {
  search: string;
  onSearch: (text: string) => void;
  status?: Status | null;
  onStatus?: (status: Status | null) => void;
  /** The statuses to filter by, after All; without them there is no status filter. */
  statuses?: readonly AdminStatusOption<Status>[];
  texts: AdminListToolbarTexts;
  refreshing: boolean;
  onRefresh: () => void;
}

/** The search box (the server searches), the status filter (when there are statuses) and Refresh above an admin table. */
export function AdminListToolbar<Status extends string>({
  search,
  onSearch,
  status,
  onStatus,
  statuses,
  texts,
  refreshing,
  onRefresh,
}: AdminListToolbarProps<Status>) {
  return (
    <div className="admin-list__toolbar">
      <Input
        className="admin-list__search"
        type="search"
        prefix={<SearchOutlined aria-hidden />}
        placeholder={texts.searchPlaceholder}
        aria-label={texts.searchLabel}
        allowClear
        value={search}
        onChange={(event) => onSearch(event.target.value)}
      />
      {statuses && onStatus && (
        <Radio.Group
          className="admin-list__status-filter"
          aria-label={texts.statusFilterLabel}
          optionType="button"
          value={status ?? ALL}
          onChange={(event) => {
            const value = event.target.value as Status | typeof ALL;
            onStatus(value === ALL ? null : value);
          }}
          options={[{ value: ALL, label: texts.allStatuses }, ...statuses]}
        />
      )}
      <Button icon={<ReloadOutlined aria-hidden />} loading={refreshing} onClick={onRefresh}>
        {texts.refresh}
      </Button>
    </div>
  );
}
