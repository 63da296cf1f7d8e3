export { AdminOrdersPage } from './components/admin-orders-page';
