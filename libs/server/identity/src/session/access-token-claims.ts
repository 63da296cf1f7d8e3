import { ApiTokenScope, UserRole } from '@kukur/contracts';

/** What an access token says (JWT, HS256). `exp` and `iat` are seconds since the epoch. */
export interface AccessTokenClaims {
  sub: string;
  role: UserRole;
  /** The account's token version when issued; a newer version (password reset, deletion) voids it. */
  ver: number;
  /** The login session (refresh-token family); ending it (logout, reuse) voids the token. */
  sid?: string;
  iat: number;
  exp: number;
}

/** The caller of a request, as the access-token guard found them. */
export interface AuthenticatedUser {
  id: string;
  email: string;
  name: string;
  role: UserRole;
  /** Set when the caller came with an API token: it may call only operations of these scopes. */
  apiToken?: { id: string; scopes: ApiTokenScope[] };
}

/** The one algorithm access tokens are signed and accepted with. */
export const ACCESS_TOKEN_ALGORITHM = 'HS256';
