import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Product } from '../../domain/product.entity';
import { ProductDto } from '../../http/product.response.dto';
import { CreateProductCommand } from './create-product.command';

@CommandHandler(CreateProductCommand)
export class CreateProductHandler implements ICommandHandler<CreateProductCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ details }: CreateProductCommand): Promise<ProductDto> {
    const em = this.em.fork();
    const product = Product.create(details);
    await em.persist(product).flush();
    return ProductDto.fromEntity(product);
  }
}
