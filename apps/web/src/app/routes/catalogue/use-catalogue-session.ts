import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSession } from '@/features/auth';
import type { CatalogueViewer } from '@/features/catalogue';
import { displayNameOf } from '@/shared/lib';
import { returnStateFor, viewerRoleOf } from '../../access';

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

  const requestLogin = useCallback(
    () => navigate('/login', { state: returnStateFor({ pathname, search, hash }) }),
    [navigate, pathname, search, hash],
  );

  const viewer: CatalogueViewer = { role: viewerRoleOf(user), name: displayNameOf(user, '') || null };

  return { viewer, requestLogin };
}
