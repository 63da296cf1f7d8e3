/** Where product images are kept; the local folder now, object storage later behind the same interface. */
export interface ImageStorage {
  /** Stores `data` under `key` (e.g. `products/3f1e-800.webp`) and returns the URL the shop serves it at. */
  save(key: string, data: Buffer, contentType: string): Promise<string>;
}

export const IMAGE_STORAGE = Symbol('IMAGE_STORAGE');
