export { AdminWebhooksPage } from './components/admin-webhooks-page';
