export { ProfileOverview } from './components/profile-overview';
export { EditProfileForm } from './components/edit-profile-form';
export { saveDeliveryDetails } from './api/save-delivery-details';
