export { AdminLayout } from './components/admin-layout';
export { AdminSectionPlaceholder } from './components/admin-section-placeholder';
