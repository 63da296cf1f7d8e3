export { AdminCustomersPage } from './components/admin-customers-page';
