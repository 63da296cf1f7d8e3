import { useMutation } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/shared/api';
import type { components } from '@/shared/api/schema';

/** Where an uploaded image is served: the large image and its thumbnail, both under /media. */
export type UploadedImage = components['schemas']['UploadedImageDto'];

/**
 * POST /api/upload/product-image (admin), multipart field `image`: 201 with the image's URLs; 413 over 5 MB,
 * 415 when the bytes are not a JPG, PNG, GIF or WebP image, 400 when empty.
 */
export async function uploadProductImage(file: File): Promise<UploadedImage> {
  return unwrap(
    await apiClient.POST('/api/upload/product-image', {
      // The generated type reads a binary part as a string; the file itself goes into the FormData.
      body: { image: file.name },
      bodySerializer: () => {
        const form = new FormData();
        form.append('image', file);
        return form;
      },
    }),
  );
}

export function useUploadProductImage() {
  return useMutation({ mutationFn: uploadProductImage });
}
