export { AdminLayout } from './components/admin-layout';
export { AdminDashboard } from './components/admin-dashboard';
export { AdminSectionPlaceholder } from './components/admin-section-placeholder';
