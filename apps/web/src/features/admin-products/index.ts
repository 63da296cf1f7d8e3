export { AdminProductsPage } from './components/admin-products-page';
export { AddProductPage } from './components/add-product-page';
export { EditProductPage } from './components/edit-product-page';
