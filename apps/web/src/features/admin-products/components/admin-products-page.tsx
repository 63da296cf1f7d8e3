import { PlusOutlined, ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Input, Result } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import type { Product } from '@/shared/api';
import { ButtonLink } from '@/shared/ui/button-link';
import { useAdminProducts } from '../api/get-admin-products';
import { ADMIN_PRODUCTS_MESSAGES as TEXT, reasonOf } from '../admin-products-messages';
import { nextSort, type ProductSort, searchProducts, sortProducts } from '../utils/product-table';
import { DeleteProductDialog } from './delete-product-dialog';
import { ProductImageDialog } from './product-image-dialog';
import { ProductsTable } from './products-table';
import { SendingAnnouncements } from './sending-announcements';
import './admin-products.css';
import { useFeedback } from '@/shared/ui/feedback';

/**
 * Admin Products: search, sort, view, edit, change the image of and delete the shop's products; above them,
 * the announcements still being sent.
 */
export function AdminProductsPage() {
  const { notification } = useFeedback();
  const products = useAdminProducts();
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<ProductSort | null>(null);
  const [editingImage, setEditingImage] = useState<Product | null>(null);
  const [deleting, setDeleting] = useState<Product | null>(null);

  const loadError = products.error;
  useEffect(() => {
    if (loadError) {
      notification.error({ title: TEXT.errorTitle, description: TEXT.loadFailed(reasonOf(loadError)) });
    }
  }, [loadError, notification]);

  const visible = useMemo(
    () => sortProducts(searchProducts(products.data ?? [], search), sort),
    [products.data, search, sort],
  );

  return (
    <section className="admin-products" aria-labelledby="admin-products-title">
      <div className="admin-products__toolbar">
        <h2 id="admin-products-title" className="admin-products__title">
          All Products
          {products.data && <span className="admin-products__count"> ({visible.length})</span>}
        </h2>
        <Input
          className="admin-products__search"
          type="search"
          prefix={<SearchOutlined aria-hidden />}
          placeholder="Search name, description, category"
          aria-label="Search products"
          allowClear
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <ButtonLink to="/admin/addproducts" type="primary" icon={<PlusOutlined aria-hidden />}>
          Add New Product
        </ButtonLink>
      </div>

      <SendingAnnouncements />

      {products.isError && !products.data ? (
        <Result
          status="warning"
          title={<h3 className="admin-products__state-title">{TEXT.errorTitle}</h3>}
          subTitle={TEXT.loadFailed(reasonOf(loadError))}
          extra={
            <Button
              type="primary"
              icon={<ReloadOutlined aria-hidden />}
              loading={products.isFetching}
              onClick={() => products.refetch()}
            >
              Try Again
            </Button>
          }
        />
      ) : (
        <ProductsTable
          products={visible}
          loading={products.isPending}
          sort={sort}
          onSort={(field) => setSort((current) => nextSort(current, field))}
          onEditImage={setEditingImage}
          onDelete={setDeleting}
        />
      )}

      <ProductImageDialog product={editingImage} onClose={() => setEditingImage(null)} />
      <DeleteProductDialog product={deleting} onClose={() => setDeleting(null)} />
    </section>
  );
}
