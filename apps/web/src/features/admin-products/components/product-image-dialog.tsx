import { Alert, Modal } from 'antd';
import { useState } from 'react';
import { ApiError, type Product } from '@/shared/api';
import { useUpdateProduct } from '../api/update-product';
import { ADMIN_PRODUCTS_MESSAGES as TEXT } from '../admin-products-messages';
import { chosenImage, EMPTY_IMAGE_CHOICE, type ImageChoice } from '../utils/image-choice';
import { inputOf } from '../utils/product-form-values';
import { ImagePicker } from './image-picker';
import { useResolveImage } from './use-resolve-image';
import { useFeedback } from '@/shared/ui/feedback';

export interface ProductImageDialogProps {
  /** The product whose image is changed; null keeps the dialog closed. */
  product: Product | null;
  onClose: () => void;
}

/** Changes one product's image, by URL or by uploading a file, from the product table. */
export function ProductImageDialog({ product, onClose }: ProductImageDialogProps) {
  const { notification, message } = useFeedback();
  const [choice, setChoice] = useState<ImageChoice>(EMPTY_IMAGE_CHOICE);
  const [problem, setProblem] = useState<string | null>(null);
  const { resolve, isUploading } = useResolveImage();
  const update = useUpdateProduct();
  const busy = isUploading || update.isPending;

  const close = () => {
    setChoice(EMPTY_IMAGE_CHOICE);
    setProblem(null);
    onClose();
  };

  const save = async () => {
    if (!product) return;
    const image = chosenImage(choice);
    if (!image) {
      setProblem(choice.mode === 'url' ? TEXT.imageUrlRequired : TEXT.imageFileRequired);
      return;
    }
    setProblem(null);
    const resolved = await resolve(image);
    if (!resolved.ok) return;
    try {
      await update.mutateAsync({ id: product._id, input: { ...inputOf(product), image: resolved.url } });
    } catch (error) {
      notification.error({
        title: TEXT.updateFailedTitle,
        description: (error instanceof ApiError && error.serverMessage) || TEXT.imageUpdateFailed,
      });
      return;
    }
    message.success(TEXT.imageUpdated);
    close();
  };

  return (
    <Modal
      open={product !== null}
      title={product ? `Update Image: ${product.name}` : 'Update Image'}
      okText="Save Image"
      cancelText="Cancel"
      confirmLoading={busy}
      onOk={save}
      onCancel={close}
      destroyOnHidden
    >
      {problem && <Alert className="admin-products__alert" type="error" showIcon title={problem} />}
      <ImagePicker
        value={choice}
        onChange={(next) => {
          setProblem(null);
          setChoice(next);
        }}
        currentImage={product?.image}
        disabled={busy}
      />
    </Modal>
  );
}
