import { ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { IDENTITY_ERROR_CODES, IDENTITY_MESSAGES } from '@kukur/contracts';
import { UnauthorizedError } from '@kukur/server-kernel';
import type { FastifyRequest as Request } from 'fastify';
import { AuthenticatedUser } from '../session/access-token-claims';

/** The credentials a bearer header may carry: a login's access token (JWT) or an admin-made API token. */
const BEARER_STRATEGIES = ['jwt', 'api-token'];

/** 401 unless the request carries a valid access token or API token; puts the caller on `request.user`. */
@Injectable()
export class JwtAuthGuard extends AuthGuard(BEARER_STRATEGIES) {
  override handleRequest<TUser = AuthenticatedUser>(
    error: unknown,
    user: TUser | false,
    _info: unknown,
    context: ExecutionContext,
  ): TUser {
    if (error || !user) {
      const sentToken = Boolean(context.switchToHttp().getRequest<Request>().headers.authorization);
      // A token that no longer works (expired, reset, deleted, forged) vs. no login at all.
      throw sentToken
        ? new UnauthorizedError(IDENTITY_ERROR_CODES.SESSION_EXPIRED, IDENTITY_MESSAGES.sessionExpired)
        : new UnauthorizedError(undefined, IDENTITY_MESSAGES.loginRequired);
    }
    return user;
  }
}

/**
 * Lets anyone in; puts the caller on `request.user` when the request carries a valid access token. A token
 * that no longer works is still a 401 (session expired), so the client refreshes it instead of being
 * treated as a visitor.
 */
@Injectable()
export class OptionalJwtAuthGuard extends AuthGuard(BEARER_STRATEGIES) {
  override handleRequest<TUser = AuthenticatedUser>(
    error: unknown,
    user: TUser | false,
    _info: unknown,
    context: ExecutionContext,
  ): TUser {
    const sentToken = Boolean(context.switchToHttp().getRequest<Request>().headers.authorization);
    if (!sentToken) return undefined as TUser;
    if (error || !user) {
      throw new UnauthorizedError(IDENTITY_ERROR_CODES.SESSION_EXPIRED, IDENTITY_MESSAGES.sessionExpired);
    }
    return user;
  }
}
