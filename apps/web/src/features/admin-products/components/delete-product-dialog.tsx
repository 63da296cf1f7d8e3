import { Modal } from 'antd';
import type { Product } from '@/shared/api';
import { useDeleteProduct } from '../api/delete-product';
import { ADMIN_PRODUCTS_MESSAGES as TEXT, reasonOf } from '../admin-products-messages';
import { useFeedback } from '@/shared/ui/feedback';

export interface DeleteProductDialogProps {
  /** The product to delete; null keeps the dialog closed. */
  product: Product | null;
  onClose: () => void;
}

/** Asks before taking a product off the shop; says how it went in a toast. */
export function DeleteProductDialog({ product, onClose }: DeleteProductDialogProps) {
  const { notification } = useFeedback();
  const remove = useDeleteProduct();

  const confirm = async () => {
    if (!product) return;
    try {
      await remove.mutateAsync(product._id);
      notification.success({ title: TEXT.successTitle, description: TEXT.deleted });
    } catch (error) {
      notification.error({ title: TEXT.errorTitle, description: TEXT.deleteFailed(reasonOf(error)) });
    }
    onClose();
  };

  return (
    <Modal
      open={product !== null}
      title="Delete Product"
      okText="Delete"
      cancelText="Cancel"
      okButtonProps={{ danger: true }}
      confirmLoading={remove.isPending}
      onOk={confirm}
      onCancel={onClose}
      destroyOnHidden
    >
      <p>
        Are you sure you want to delete <strong>{product?.name}</strong>? It leaves the shop; past orders keep
        it.
      </p>
    </Modal>
  );
}
