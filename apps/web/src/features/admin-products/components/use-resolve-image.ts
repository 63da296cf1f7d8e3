import { ApiError } from '@/shared/api';
import { useUploadProductImage } from '../api/upload-product-image';
import { ADMIN_PRODUCTS_MESSAGES as TEXT } from '../admin-products-messages';
import type { ChosenImage } from '../utils/image-choice';
import { useFeedback } from '@/shared/ui/feedback';

export type ResolvedImage = { ok: true; url: string } | { ok: false; problem: string };

/**
 * Turns a chosen image into the address to save: a URL as it is, a file uploaded first. A failed upload
 * shows 'Upload Failed' with the server's reason (such as a file over 5 MB) or the spec's fallback.
 */
export function useResolveImage() {
  const { notification } = useFeedback();
  const upload = useUploadProductImage();

  const resolve = async (image: ChosenImage): Promise<ResolvedImage> => {
    if (image.kind === 'url') return { ok: true, url: image.url };
    try {
      return { ok: true, url: (await upload.mutateAsync(image.file)).imageUrl };
    } catch (error) {
      const problem = (error instanceof ApiError && error.serverMessage) || TEXT.uploadFailed;
      notification.error({ title: TEXT.uploadFailedTitle, description: problem });
      return { ok: false, problem };
    }
  };

  return { resolve, isUploading: upload.isPending };
}
