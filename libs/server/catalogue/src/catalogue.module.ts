import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { SeedCatalogueIfEmptyHandler } from './commands/seed-catalogue-if-empty/seed-catalogue-if-empty.handler';
import { Product } from './domain/product.entity';
import { ProductsController } from './http/products.controller';
import { GetProductHandler } from './queries/get-product/get-product.handler';
import { ListProductsHandler } from './queries/list-products/list-products.handler';

/** Products, vaccines and their shop pages' read side. */
@Module({
  imports: [MikroOrmModule.forFeature([Product])],
  controllers: [ProductsController],
  providers: [ListProductsHandler, GetProductHandler, SeedCatalogueIfEmptyHandler],
})
export class CatalogueModule {}
