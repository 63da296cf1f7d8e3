import { DeleteOutlined, EyeOutlined } from '@ant-design/icons';
import type { CustomerSortField, SortDirection } from '@kukur/contracts';
import { Button, Table, type TableColumnsType, type TableProps } from 'antd';
import { adminPagination, formatDate } from '@/shared/admin';
import { formatPrice } from '@/shared/format';
import { ADMIN_CUSTOMERS_MESSAGES as TEXT } from '../admin-customers-messages';
import type { AdminCustomer } from '../api/admin-customer-types';
import { CustomerNameCell } from './customer-name-cell';

export interface CustomersTableProps {
  customers: AdminCustomer[];
  loading: boolean;
  total: number;
  page: number;
  pageSize: number;
  onPage: (page: number, pageSize: number) => void;
  sort: { sort: CustomerSortField; order: SortDirection };
  selectedIds: string[];
  renamingId: string | null;
  emptyText: string;
  onSelect: (ids: string[]) => void;
  onSort: (sort: { sort: CustomerSortField; order: SortDirection }) => void;
  onRename: (customer: AdminCustomer, name: string) => Promise<void>;
  onView: (customer: AdminCustomer) => void;
  onDelete: (customer: AdminCustomer) => void;
}

/** The customer table: server-side sort and paging, selection, rename in place, view and delete. */
export function CustomersTable(props: CustomersTableProps) {
  const { sort } = props;
  const sortOrderOf = (field: CustomerSortField) =>
    sort.sort === field ? (sort.order === 'asc' ? 'ascend' : 'descend') : null;
  const columns: TableColumnsType<AdminCustomer> = [
    {
      title: TEXT.nameColumn,
      key: 'name',
      sorter: true,
      sortOrder: sortOrderOf('name'),
      render: (_, customer) => (
        <CustomerNameCell
          name={customer.name}
          saving={props.renamingId === customer.id}
          onRename={(name) => props.onRename(customer, name)}
        />
      ),
    },
    {
      title: TEXT.emailColumn,
      key: 'email',
      dataIndex: 'email',
      sorter: true,
      sortOrder: sortOrderOf('email'),
    },
    { title: TEXT.phoneColumn, key: 'phone', render: (_, customer) => customer.phoneNumber ?? TEXT.notGiven },
    {
      title: TEXT.joinedColumn,
      key: 'joined',
      sorter: true,
      sortOrder: sortOrderOf('joined'),
      render: (_, customer) => formatDate(customer.createdAt),
    },
    {
      title: TEXT.ordersColumn,
      key: 'orders',
      dataIndex: 'orderCount',
      align: 'right',
      sorter: true,
      sortOrder: sortOrderOf('orders'),
    },
    {
      title: TEXT.spentColumn,
      key: 'spent',
      align: 'right',
      sorter: true,
      sortOrder: sortOrderOf('spent'),
      render: (_, customer) => formatPrice(customer.totalSpent),
    },
    {
      title: TEXT.actionsColumn,
      key: 'actions',
      render: (_, customer) => (
        <span className="admin-customers__actions">
          <Button
            size="small"
            icon={<EyeOutlined aria-hidden />}
            aria-label={TEXT.view(customer.name)}
            onClick={(event) => {
              event.stopPropagation();
              props.onView(customer);
            }}
          />
          <Button
            size="small"
            danger
            icon={<DeleteOutlined aria-hidden />}
            aria-label={TEXT.delete(customer.name)}
            onClick={(event) => {
              event.stopPropagation();
              props.onDelete(customer);
            }}
          />
        </span>
      ),
    },
  ];

  // Paging goes through the pager's own onChange; the table's reports the sort.
  const onChange: TableProps<AdminCustomer>['onChange'] = (_pagination, _filters, sorter, extra) => {
    if (extra.action !== 'sort' || Array.isArray(sorter)) return;
    // A third click clears antd's sort: back to the default, newest first.
    props.onSort(
      sorter.order
        ? { sort: sorter.columnKey as CustomerSortField, order: sorter.order === 'ascend' ? 'asc' : 'desc' }
        : { sort: 'joined', order: 'desc' },
    );
  };

  return (
    <Table<AdminCustomer>
      className="admin-customers__table"
      rowKey="id"
      columns={columns}
      dataSource={props.customers}
      loading={props.loading}
      scroll={{ x: 860 }}
      locale={{ emptyText: props.emptyText }}
      rowSelection={{
        selectedRowKeys: props.selectedIds,
        onChange: (keys) => props.onSelect(keys.map(String)),
        getCheckboxProps: (customer) => ({ 'aria-label': `Select ${customer.name}` }),
      }}
      onRow={(customer) => ({ onClick: () => props.onView(customer), className: 'admin-customers__row' })}
      pagination={adminPagination(props, TEXT.count)}
      onChange={onChange}
    />
  );
}
