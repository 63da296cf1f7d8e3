import { ArrowLeftOutlined } from '@ant-design/icons';
import { Result } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTimeout } from '@/shared/hooks';
import { ButtonLink } from '@/shared/ui/button-link';
import { PageSpinner } from '@/shared/ui/page-spinner';
import { useAdminProduct } from '../api/get-admin-product';
import { useUpdateProduct } from '../api/update-product';
import { ADMIN_PRODUCTS_MESSAGES as TEXT, reasonOf } from '../admin-products-messages';
import type { ProductInput } from '../product-input';
import type { ChosenImage } from '../utils/image-choice';
import { formValuesOf } from '../utils/product-form-values';
import { ProductForm } from './product-form';
import { useResolveImage } from './use-resolve-image';
import './admin-products.css';
import { useFeedback } from '@/shared/ui/feedback';

/** The spec: the product list follows 1 s after a product is saved. */
export const AFTER_UPDATE_DELAY_MS = 1000;

export interface EditProductPageProps {
  productId: string;
}

/** Edit a product: the form filled in from the server; the image stays unless a new one is given. */
export function EditProductPage({ productId }: EditProductPageProps) {
  const navigate = useNavigate();
  const { notification } = useFeedback();
  const product = useAdminProduct(productId);
  const { resolve, isUploading } = useResolveImage();
  const update = useUpdateProduct();
  const [saved, setSaved] = useState(false);
  const schedule = useTimeout();

  const submit = async (input: ProductInput, image: ChosenImage | null): Promise<string | null> => {
    let body = input;
    if (image) {
      const resolved = await resolve(image);
      if (!resolved.ok) return resolved.problem;
      body = { ...input, image: resolved.url };
    }
    try {
      const updated = await update.mutateAsync({ id: productId, input: body });
      notification.success({ title: TEXT.updatedTitle, description: TEXT.updated(updated.name) });
      setSaved(true);
      schedule(() => navigate('/admin/products'), AFTER_UPDATE_DELAY_MS);
      return null;
    } catch (error) {
      const problem = TEXT.updateFailed(reasonOf(error));
      notification.error({ title: TEXT.errorTitle, description: problem });
      return problem;
    }
  };

  return (
    <section className="admin-products" aria-labelledby="edit-product-title">
      <h2 id="edit-product-title" className="admin-products__title">
        Edit Product{product.data ? `: ${product.data.name}` : ''}
      </h2>
      {product.isPending ? (
        <PageSpinner label="Loading product..." />
      ) : product.isError ? (
        <Result
          status="warning"
          title={<h3 className="admin-products__state-title">{TEXT.errorTitle}</h3>}
          subTitle={`${TEXT.productLoadFailed} (${reasonOf(product.error)})`}
          extra={
            <ButtonLink to="/admin/products" icon={<ArrowLeftOutlined aria-hidden />}>
              Back to Products
            </ButtonLink>
          }
        />
      ) : (
        <ProductForm
          key={product.data._id}
          mode="edit"
          initialValues={formValuesOf(product.data)}
          currentImage={product.data.image}
          submitting={isUploading || update.isPending || saved}
          onSubmit={submit}
        />
      )}
    </section>
  );
}
