export { AdminPartnersPage } from './components/admin-partners-page';
