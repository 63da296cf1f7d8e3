import { Injectable } from '@nestjs/common';
import {
  ERROR_CODES,
  MESSAGES,
  PRODUCT_IMAGE_FORMATS,
  PRODUCT_IMAGE_MAX_BYTES,
  PRODUCT_IMAGE_WIDTHS,
} from '@kukur/contracts';
import { AppError } from '@kukur/server-kernel';
import sharp from 'sharp';

/** The sizes the shop shows: the product page, and cards and lists (the web's srcset names them too). */
export const PRODUCT_IMAGE_SIZES = PRODUCT_IMAGE_WIDTHS;
// A 5 MB file can still claim billions of pixels; refuse such "decompression bombs" before decoding.
const MAX_INPUT_PIXELS = 40_000_000;

export interface ProcessedImage {
  size: keyof typeof PRODUCT_IMAGE_SIZES;
  data: Buffer;
}

const unsupported = () =>
  new AppError(ERROR_CODES.IMAGE_UNSUPPORTED, MESSAGES.catalogue.imageUnsupported, 415);

/**
 * Checks that the bytes really are a JPEG, PNG, GIF or WebP image (whatever the name or declared type
 * says) and re-encodes it as WebP in the display sizes, without metadata (no camera GPS leaks).
 */
@Injectable()
export class ProductImageProcessor {
  async process(data: Buffer): Promise<ProcessedImage[]> {
    if (data.length === 0) {
      throw new AppError(ERROR_CODES.IMAGE_MISSING, MESSAGES.catalogue.imageRequired, 400);
    }
    if (data.length > PRODUCT_IMAGE_MAX_BYTES) {
      throw new AppError(ERROR_CODES.IMAGE_TOO_LARGE, MESSAGES.catalogue.imageTooLarge, 413);
    }
    const format = await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS })
      .metadata()
      .then(
        (metadata) => metadata.format,
        () => undefined,
      );
    if (!format || !(PRODUCT_IMAGE_FORMATS as readonly string[]).includes(format)) throw unsupported();
    try {
      return await Promise.all(
        (Object.entries(PRODUCT_IMAGE_SIZES) as [ProcessedImage['size'], number][]).map(
          async ([size, pixels]) => ({
            size,
            data: await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS })
              .rotate()
              .resize(pixels, pixels, { fit: 'inside', withoutEnlargement: true })
              .webp({ quality: 82 })
              .toBuffer(),
          }),
        ),
      );
    } catch {
      // Right header, broken body.
      throw unsupported();
    }
  }
}
