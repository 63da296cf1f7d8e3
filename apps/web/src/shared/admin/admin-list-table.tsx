import { DownOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Table, type TableColumnsType, type TablePaginationConfig } from 'antd';
import type { ReactNode } from 'react';
import { ADMIN_PAGE_SIZES } from './use-admin-list-state';
import './admin-list.css';

/** One page of an admin table and its pager. */
export interface AdminTablePage<Item> {
  items: Item[];
  loading: boolean;
  page: number;
  pageSize: number;
  /** How many items match the search and filter (X-Total-Count). */
  total: number;
  onPage: (page: number, pageSize: number) => void;
}

export interface AdminListTableProps<Item> extends AdminTablePage<Item> {
  columns: TableColumnsType<Item>;
  /** The table's full width: narrower screens scroll it sideways. */
  scrollX: number;
  emptyText: string;
  /** The pager's count, e.g. '25 orders'. */
  countLabel: (count: number) => string;
  /** A class of the table's own, beside admin-list__table. */
  className?: string;
  /** What a row expands to, and the name of its expand button; rows of a table without them do not expand. */
  details?: {
    render: (item: Item) => ReactNode;
    label: (item: Item, expanded: boolean) => string;
  };
}

/** The pager of an admin table: the page, its size (10, 20 or 50) and the count of all matches. */
export function adminPagination(
  { page, pageSize, total, onPage }: Pick<AdminTablePage<unknown>, 'page' | 'pageSize' | 'total' | 'onPage'>,
  countLabel: (count: number) => string,
): TablePaginationConfig {
  return {
    current: page,
    pageSize,
    total,
    showSizeChanger: true,
    pageSizeOptions: [...ADMIN_PAGE_SIZES],
    showTotal: countLabel,
    onChange: onPage,
  };
}

/** An admin table: one page of rows with a pager, each row expanding to its details when it has some. */
export function AdminListTable<Item extends { id: string }>({
  items,
  loading,
  page,
  pageSize,
  total,
  onPage,
  columns,
  scrollX,
  emptyText,
  countLabel,
  className,
  details,
}: AdminListTableProps<Item>) {
  return (
    <Table<Item>
      className={className ? `admin-list__table ${className}` : 'admin-list__table'}
      rowKey="id"
      columns={columns}
      dataSource={items}
      loading={loading}
      pagination={adminPagination({ page, pageSize, total, onPage }, countLabel)}
      scroll={{ x: scrollX }}
      locale={{ emptyText }}
      expandable={
        details && {
          // A fixed column makes the expanded row as wide as the screen, not the scrolled table, on phones.
          fixed: 'left',
          expandedRowRender: details.render,
          expandIcon: ({ expanded, onExpand, record }) => (
            <Button
              type="text"
              size="small"
              aria-expanded={expanded}
              aria-label={details.label(record, expanded)}
              icon={expanded ? <DownOutlined aria-hidden /> : <RightOutlined aria-hidden />}
              onClick={(event) => onExpand(record, event)}
            />
          ),
        }
      }
    />
  );
}
