export { ProfileOverview, type ProfileOverviewProps } from './components/profile-overview';
export type { AccountFigures } from './components/account-summary';
export { EditProfileForm } from './components/edit-profile-form';
export type { ProfileUser } from './profile-user';
