export { AdminApiTokensPage } from './components/admin-api-tokens-page';
