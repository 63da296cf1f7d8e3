import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { recordEvent } from '@kukur/server-kernel';
import { ProductCreatedEvent } from '../../domain/events/product-created.event';
import { productSnapshot } from '../../domain/events/product-snapshot';
import { Product } from '../../domain/product.entity';
import { ProductDto } from '../../http/product.response.dto';
import { CreateProductCommand } from './create-product.command';
import { SearchCache } from '../../queries/search-products/search-cache';

@CommandHandler(CreateProductCommand)
export class CreateProductHandler implements ICommandHandler<CreateProductCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly searchCache: SearchCache,
  ) {}

  async execute({ details }: CreateProductCommand): Promise<ProductDto> {
    const em = this.em.fork();
    const product = Product.create(details);
    em.persist(product);
    recordEvent(em, new ProductCreatedEvent(productSnapshot(product)));
    // One flush, one transaction: the product and its event are committed together.
    await em.flush();
    this.searchCache.clear();
    return ProductDto.fromEntity(product);
  }
}
