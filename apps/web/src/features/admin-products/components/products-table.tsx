import { DeleteOutlined, EditOutlined, EyeOutlined, PictureOutlined } from '@ant-design/icons';
import { Button, Space, Table, type TableColumnsType, Tooltip } from 'antd';
import type { Product } from '@/shared/api';
import { formatPrice } from '@/shared/format';
import { ButtonLink } from '@/shared/ui/button-link';
import { type ProductSort, type ProductSortField, shopPathOf } from '../utils/product-table';
import { ProductThumb } from './product-thumb';
import { ariaSortOf, SortHeader } from './sort-header';

export interface ProductsTableProps {
  products: Product[];
  loading: boolean;
  sort: ProductSort | null;
  onSort: (field: ProductSortField) => void;
  onEditImage: (product: Product) => void;
  onDelete: (product: Product) => void;
}

/** The admin's product table: photo, name, category, price, stock and the actions per product. */
export function ProductsTable({
  products,
  loading,
  sort,
  onSort,
  onEditImage,
  onDelete,
}: ProductsTableProps) {
  const sortable = (field: ProductSortField, label: string) => ({
    title: <SortHeader label={label} field={field} sort={sort} onSort={onSort} />,
    onHeaderCell: () => ({ 'aria-sort': ariaSortOf(sort, field) }),
  });

  const columns: TableColumnsType<Product> = [
    {
      key: 'image',
      title: 'Image',
      width: 80,
      render: (_value, product) => <ProductThumb product={product} />,
    },
    { key: 'name', dataIndex: 'name', ...sortable('name', 'Name') },
    { key: 'category', dataIndex: 'category', ...sortable('category', 'Category') },
    {
      key: 'price',
      dataIndex: 'price',
      align: 'right',
      ...sortable('price', 'Price'),
      render: (price: number) => formatPrice(price),
    },
    { key: 'stock', dataIndex: 'stock', title: 'Stock', align: 'right' },
    {
      key: 'actions',
      title: 'Actions',
      render: (_value, product) => (
        <Space size={4} wrap>
          <Tooltip title="View in the shop">
            <Button
              type="text"
              href={shopPathOf(product)}
              target="_blank"
              rel="noopener noreferrer"
              icon={<EyeOutlined aria-hidden />}
              aria-label={`View ${product.name} (opens in a new tab)`}
            />
          </Tooltip>
          <Tooltip title="Edit">
            <ButtonLink
              type="text"
              to={`/admin/products/edit/${encodeURIComponent(product._id)}`}
              icon={<EditOutlined aria-hidden />}
              aria-label={`Edit ${product.name}`}
            />
          </Tooltip>
          <Tooltip title="Change image">
            <Button
              type="text"
              icon={<PictureOutlined aria-hidden />}
              aria-label={`Change image of ${product.name}`}
              onClick={() => onEditImage(product)}
            />
          </Tooltip>
          <Tooltip title="Delete">
            <Button
              type="text"
              danger
              icon={<DeleteOutlined aria-hidden />}
              aria-label={`Delete ${product.name}`}
              onClick={() => onDelete(product)}
            />
          </Tooltip>
        </Space>
      ),
    },
  ];

  return (
    <Table<Product>
      className="admin-products__table"
      rowKey="_id"
      columns={columns}
      dataSource={products}
      loading={loading}
      pagination={{ pageSize: 10, showSizeChanger: false, hideOnSinglePage: true }}
      scroll={{ x: 760 }}
      locale={{ emptyText: 'No products found' }}
    />
  );
}
