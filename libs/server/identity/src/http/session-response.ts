import type { AppConfig } from '@kukur/server-kernel';
import type { FastifyReply as Response } from 'fastify';
import type { IssuedSession } from '../session/session-issuer';
import type { AuthSessionDto } from './account.response.dto';
import { setRefreshCookie } from './refresh-cookie';

/** Puts the refresh token in its cookie and answers the rest: the user and the access token. */
export function respondWithSession(
  response: Response,
  config: Pick<AppConfig, 'PUBLIC_URL'>,
  session: IssuedSession,
): AuthSessionDto {
  setRefreshCookie(response, config, session.refresh);
  return { user: session.user, token: session.token, tokenExpiresAt: session.tokenExpiresAt };
}
