import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Product } from '@/shared/api';
import { useCreateProduct } from '../api/create-product';
import { ADMIN_PRODUCTS_MESSAGES as TEXT, reasonOf } from '../admin-products-messages';
import type { ProductInput } from '../product-input';
import type { ChosenImage } from '../utils/image-choice';
import { NotifyUsersDialog } from './notify-users-dialog';
import { ProductForm } from './product-form';
import { useResolveImage } from './use-resolve-image';
import './admin-products.css';
import { useFeedback } from '@/shared/ui/feedback';

/** Add Products: the form, then Notify All Users or Skip Notification, then the product list. */
export function AddProductPage() {
  const navigate = useNavigate();
  const { notification } = useFeedback();
  const { resolve, isUploading } = useResolveImage();
  const create = useCreateProduct();
  const [added, setAdded] = useState<Product | null>(null);

  const submit = async (input: ProductInput, image: ChosenImage | null): Promise<string | null> => {
    let imageUrl: string | undefined;
    if (image) {
      const resolved = await resolve(image);
      if (!resolved.ok) return resolved.problem;
      imageUrl = resolved.url;
    }
    try {
      const product = await create.mutateAsync({ ...input, image: imageUrl });
      notification.success({ title: TEXT.addedTitle, description: TEXT.added(product.name) });
      setAdded(product);
      return null;
    } catch (error) {
      const problem = TEXT.addFailed(reasonOf(error));
      notification.error({ title: TEXT.errorTitle, description: problem });
      return problem;
    }
  };

  return (
    <section className="admin-products" aria-labelledby="add-product-title">
      <h2 id="add-product-title" className="admin-products__title">
        Add New Product
      </h2>
      <ProductForm
        mode="add"
        submitting={isUploading || create.isPending || added !== null}
        onSubmit={submit}
      />
      <NotifyUsersDialog product={added} onFinished={() => navigate('/admin/products')} />
    </section>
  );
}
