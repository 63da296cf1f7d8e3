import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import type { AppConfig } from '@kukur/server-kernel';
import { APP_CONFIG } from '@kukur/server-kernel';
import { AddReviewHandler } from './commands/add-review/add-review.handler';
import { CreateProductHandler } from './commands/create-product/create-product.handler';
import { HideProductHandler } from './commands/hide-product/hide-product.handler';
import { SeedCatalogueIfEmptyHandler } from './commands/seed-catalogue-if-empty/seed-catalogue-if-empty.handler';
import { StoreProductImageHandler } from './commands/store-product-image/store-product-image.handler';
import { UpdateProductHandler } from './commands/update-product/update-product.handler';
import { Product } from './domain/product.entity';
import { Review } from './domain/review.entity';
import { CatalogueReads } from './http/catalogue-reads';
import { ProductsController } from './http/products.controller';
import { ReviewsController } from './http/reviews.controller';
import { UploadsController } from './http/uploads.controller';
import { IMAGE_STORAGE } from './images/image-storage';
import { LocalImageStorage } from './images/local-image-storage';
import { S3ImageStorage } from './images/s3-image-storage';
import { ProductImageProcessor } from './images/product-image-processor';
import { FindProductIdsByNameHandler } from './queries/find-product-ids-by-name/find-product-ids-by-name.handler';
import { GetCatalogueFiguresHandler } from './queries/get-catalogue-figures/get-catalogue-figures.handler';
import { GetProductHandler } from './queries/get-product/get-product.handler';
import { ListProductPagesHandler } from './queries/list-product-pages/list-product-pages.handler';
import { ListProductsHandler } from './queries/list-products/list-products.handler';
import { GetMyReviewHandler } from './queries/get-my-review/get-my-review.handler';
import { ListReviewsHandler } from './queries/list-reviews/list-reviews.handler';
import { ReviewRateLimit } from './reviews/review-rate-limit';
import { VerifiedBuyers } from './reviews/verified-buyers';
import { SearchCache } from './queries/search-products/search-cache';
import { SearchProductsHandler } from './queries/search-products/search-products.handler';
import { ProductSearchIndexStore } from './search-index/product-search-index.store';
import { StockLedger } from './stock/stock-ledger';

/** Products and vaccines: the shop's pages, search, reviews, and the admin's catalogue work. */
@Module({
  imports: [MikroOrmModule.forFeature([Product, Review])],
  controllers: [ProductsController, ReviewsController, UploadsController],
  providers: [
    CatalogueReads,
    ListProductsHandler,
    ListProductPagesHandler,
    SearchProductsHandler,
    GetProductHandler,
    GetCatalogueFiguresHandler,
    FindProductIdsByNameHandler,
    ListReviewsHandler,
    GetMyReviewHandler,
    ReviewRateLimit,
    VerifiedBuyers,
    AddReviewHandler,
    CreateProductHandler,
    UpdateProductHandler,
    HideProductHandler,
    StoreProductImageHandler,
    SeedCatalogueIfEmptyHandler,
    ProductImageProcessor,
    SearchCache,
    ProductSearchIndexStore,
    StockLedger,
    {
      provide: IMAGE_STORAGE,
      useFactory: (config: AppConfig) =>
        config.MEDIA_STORAGE === 's3' ? new S3ImageStorage(config) : new LocalImageStorage(config),
      inject: [APP_CONFIG],
    },
  ],
  exports: [StockLedger, CatalogueReads],
})
export class CatalogueModule {}
