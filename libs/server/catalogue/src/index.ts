export * from './catalogue.module';
export * from './commands/seed-catalogue-if-empty/seed-catalogue-if-empty.command';
export * from './domain/new-product';
export * from './domain/product.entity';
export * from './http/product.response.dto';
export * from './queries/get-product/get-product.query';
export * from './queries/list-products/list-products.query';
export * from './queries/search-products/search-products.query';
