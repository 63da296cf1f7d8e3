export { STORE_INFO } from './store-info';
