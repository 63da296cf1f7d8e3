import { useTranslation } from 'react-i18next';
import { displayNameOf } from '@/shared/lib';
import { Reveal } from '@/shared/ui/reveal';
import { MemberGreeting } from './member-greeting';
import { VisitorGreeting } from './visitor-greeting';
import './home.css';

export interface GreetingUser {
  name?: string;
  displayName?: string;
}

export interface GreetingPanelProps {
  /** The logged-in user, or null for a visitor. */
  user: GreetingUser | null;
}

/** Greets a logged-in customer by name (Friend when unknown); invites a visitor to sign up or log in. */
export function GreetingPanel({ user }: GreetingPanelProps) {
  const { t } = useTranslation('home');
  return (
    <Reveal className="home-section page-container" aria-labelledby="greeting-title">
      {user ? <MemberGreeting name={displayNameOf(user, t('member.friend'))} /> : <VisitorGreeting />}
    </Reveal>
  );
}
