/** Where product images are kept: the local folder (LocalImageStorage) or an S3-compatible bucket (S3ImageStorage), by MEDIA_STORAGE. */
export interface ImageStorage {
  /** Stores `data` under `key` (e.g. `products/3f1e-800.webp`) and returns the URL the shop serves it at. */
  save(key: string, data: Buffer, contentType: string): Promise<string>;
}

export const IMAGE_STORAGE = Symbol('IMAGE_STORAGE');
