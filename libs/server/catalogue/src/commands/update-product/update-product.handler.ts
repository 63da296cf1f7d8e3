import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { findVisibleProduct } from '../../domain/find-visible-product';
import { ProductDto } from '../../http/product.response.dto';
import { UpdateProductCommand } from './update-product.command';
import { SearchCache } from '../../queries/search-products/search-cache';

@CommandHandler(UpdateProductCommand)
export class UpdateProductHandler implements ICommandHandler<UpdateProductCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly searchCache: SearchCache,
  ) {}

  async execute({ productId, details }: UpdateProductCommand): Promise<ProductDto> {
    const em = this.em.fork();
    const product = await findVisibleProduct(em, productId);
    product.describe(details);
    await em.flush();
    this.searchCache.clear();
    return ProductDto.fromEntity(product);
  }
}
