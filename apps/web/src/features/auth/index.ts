export { sessionStore, type SessionState } from './session/session-store';
export { useSession } from './session/use-session';
export { isAdmin, type SessionUser } from './session/session-user';
export { LogoutButton } from './components/logout-button';
