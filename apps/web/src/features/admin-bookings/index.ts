export { AdminBookingsPage } from './components/admin-bookings-page';
