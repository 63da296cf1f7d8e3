export { ProfileOverview } from './components/profile-overview';
export { EditProfileForm } from './components/edit-profile-form';
export type { ProfileUser } from './profile-user';
