import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { productImageKey } from '@kukur/contracts';
import { randomUUID } from 'node:crypto';
import { IMAGE_STORAGE } from '../../images/image-storage';
import type { ImageStorage } from '../../images/image-storage';
import { ProductImageProcessor } from '../../images/product-image-processor';
import { StoredProductImage, StoreProductImageCommand } from './store-product-image.command';

@CommandHandler(StoreProductImageCommand)
export class StoreProductImageHandler implements ICommandHandler<StoreProductImageCommand> {
  constructor(
    private readonly processor: ProductImageProcessor,
    @Inject(IMAGE_STORAGE) private readonly storage: ImageStorage,
  ) {}

  async execute({ data }: StoreProductImageCommand): Promise<StoredProductImage> {
    const images = await this.processor.process(data);
    const name = randomUUID();
    const urls = Object.fromEntries(
      await Promise.all(
        images.map(async (image) => [
          image.size,
          await this.storage.save(productImageKey(name, image.size), image.data, 'image/webp'),
        ]),
      ),
    ) as Record<(typeof images)[number]['size'], string>;
    return { imageUrl: urls.large, thumbnailUrl: urls.small };
  }
}
