import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { findVisibleProduct } from '../../domain/find-visible-product';
import { ProductDto } from '../../http/product.response.dto';
import { UpdateProductCommand } from './update-product.command';

@CommandHandler(UpdateProductCommand)
export class UpdateProductHandler implements ICommandHandler<UpdateProductCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ productId, details }: UpdateProductCommand): Promise<ProductDto> {
    const em = this.em.fork();
    const product = await findVisibleProduct(em, productId);
    product.describe(details);
    await em.flush();
    return ProductDto.fromEntity(product);
  }
}
