import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { displayNameOf, isAdmin, useSession } from '@/features/auth';
import type { CatalogueViewer } from '@/features/catalogue';
import type { ReturnState } from '../../access';

export interface CatalogueSession {
  viewer: CatalogueViewer;
  /** Goes to /login, which brings the user back to this page once logged in. */
  requestLogin: () => void;
}

/** The session as the catalogue pages need it: who is looking, and the way to /login and back. */
export function useCatalogueSession(): CatalogueSession {
  const { user } = useSession();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();

  const requestLogin = useCallback(() => {
    const state: ReturnState = { from: { pathname, search, hash } };
    navigate('/login', { state });
  }, [navigate, pathname, search, hash]);

  const viewer: CatalogueViewer = !user
    ? { role: 'visitor', name: null }
    : { role: isAdmin(user) ? 'admin' : 'customer', name: displayNameOf(user, '') || null };

  return { viewer, requestLogin };
}
