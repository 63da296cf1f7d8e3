export { ProfileOverview } from './components/profile-overview';
export { EditProfileForm } from './components/edit-profile-form';
export { useProfileTexts } from './profile-messages';
export { saveDeliveryDetails } from './api/save-delivery-details';
