export { AdminQueuesPage } from './components/admin-queues-page';
export { AdminEmailsPage } from './components/admin-emails-page';
