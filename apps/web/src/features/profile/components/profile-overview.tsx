import { EditOutlined } from '@ant-design/icons';
import { Avatar } from 'antd';
import type { ReactNode } from 'react';
import { displayNameOf } from '@/shared/lib';
import { ButtonLink } from '@/shared/ui/button-link';
import type { ProfileUser } from '../profile-user';
import { useProfileTexts } from '../profile-messages';
import { type AccountFigures, AccountSummary } from './account-summary';
import { ProfileTabs } from './profile-tabs';
import { QuickActions } from './quick-actions';
import { SocialQrCard } from './social-qr-card';
import './profile.css';

export interface ProfileOverviewProps {
  user: ProfileUser;
  /** The logout control (with its confirmation dialog), supplied by the app. */
  logoutAction: ReactNode;
  /** Total Orders and Total Spent; null while loading or when the orders could not be loaded. */
  figures: AccountFigures | null;
  figuresLoading?: boolean;
  /** The Order History tab's content. */
  orderHistory: ReactNode;
  /** The Vaccination Bookings tab's content. */
  vaccinationBookings: ReactNode;
}

/** My Profile: who is logged in, Edit Profile and Logout, the account summary, quick actions, QR code and tabs. */
export function ProfileOverview({
  user,
  logoutAction,
  figures,
  figuresLoading = false,
  orderHistory,
  vaccinationBookings,
}: ProfileOverviewProps) {
  const { overview: TEXT } = useProfileTexts();
  const name = displayNameOf(user, '');
  return (
    <div className="profile-page page-container">
      <h1 className="section-title">{TEXT.title}</h1>
      <section className="profile-hero" aria-label={TEXT.accountLabel}>
        <Avatar size={72} className="profile-hero__avatar" aria-hidden>
          {(name || user.email || '?').charAt(0).toUpperCase()}
        </Avatar>
        <div className="profile-hero__who">
          <h2 className="profile-hero__name">{name || TEXT.friend}</h2>
          <p className="profile-hero__email">{user.email}</p>
        </div>
        <div className="profile-hero__actions">
          <ButtonLink to="/edit-profile" icon={<EditOutlined aria-hidden />}>
            {TEXT.editProfile}
          </ButtonLink>
          {logoutAction}
        </div>
      </section>
      <div className="profile-grid">
        <AccountSummary figures={figures} loading={figuresLoading} />
        <QuickActions />
        <SocialQrCard />
      </div>
      <ProfileTabs orderHistory={orderHistory} vaccinationBookings={vaccinationBookings} />
    </div>
  );
}
