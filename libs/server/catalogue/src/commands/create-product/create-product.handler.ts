import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
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
    await em.persist(product).flush();
    this.searchCache.clear();
    return ProductDto.fromEntity(product);
  }
}
