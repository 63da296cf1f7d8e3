import { applyDecorators, createParamDecorator, ExecutionContext, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiForbiddenResponse, ApiSecurity, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { ERROR_CODES, IDENTITY_ERROR_CODES, IDENTITY_MESSAGES } from '@kukur/contracts';
import { ApiErrorAnswers, errorAnswer, ErrorResponseDto } from '@kukur/server-kernel';
import type { FastifyRequest as Request } from 'fastify';
import { AuthenticatedUser } from '../session/access-token-claims';
import { AdminGuard } from './admin.guard';
import { ApiTokenScopeGuard } from '../api-tokens/api-token-scope';
import { JwtAuthGuard, OptionalJwtAuthGuard } from './jwt-auth.guard';

const LOGIN_REQUIRED = errorAnswer(401, ERROR_CODES.UNAUTHORIZED, IDENTITY_MESSAGES.loginRequired);
const SESSION_EXPIRED = errorAnswer(
  401,
  IDENTITY_ERROR_CODES.SESSION_EXPIRED,
  IDENTITY_MESSAGES.sessionExpired,
);
const ADMINS_ONLY = errorAnswer(403, ERROR_CODES.FORBIDDEN, IDENTITY_MESSAGES.adminOnly);

/** The route needs a logged-in user (bearer access token); 401 otherwise. */
export function RequireLogin(): MethodDecorator & ClassDecorator {
  return applyDecorators(
    UseGuards(JwtAuthGuard, ApiTokenScopeGuard),
    ApiBearerAuth(),
    ApiUnauthorizedResponse({ type: ErrorResponseDto, description: 'Not logged in' }),
    ApiErrorAnswers([LOGIN_REQUIRED, SESSION_EXPIRED], 'access'),
  );
}

/**
 * The route is for admins only: 401 without a valid token, 403 for anyone else. An API token may call it only
 * when the route declares a scope the token has (`@TokenScope`).
 */
export function RequireAdmin(): MethodDecorator & ClassDecorator {
  return applyDecorators(
    UseGuards(JwtAuthGuard, ApiTokenScopeGuard, AdminGuard),
    ApiBearerAuth(),
    ApiUnauthorizedResponse({ type: ErrorResponseDto, description: 'Not logged in' }),
    ApiForbiddenResponse({
      type: ErrorResponseDto,
      description: 'Not an admin, or an API token without this operation’s scope (x-api-token-scope)',
    }),
    ApiErrorAnswers([LOGIN_REQUIRED, SESSION_EXPIRED, ADMINS_ONLY], 'access'),
  );
}

/** The route is open to visitors; a logged-in caller (valid bearer token) is known to it via OptionalUser. */
export function AllowVisitors(): MethodDecorator & ClassDecorator {
  return applyDecorators(
    UseGuards(OptionalJwtAuthGuard, ApiTokenScopeGuard),
    ApiBearerAuth(),
    // The empty requirement: no token at all is fine too.
    ApiSecurity({}),
    ApiUnauthorizedResponse({
      type: ErrorResponseDto,
      description: 'A bearer token was sent but has expired',
    }),
    ApiErrorAnswers([SESSION_EXPIRED], 'access'),
  );
}

/** The caller of a route guarded by AllowVisitors: the logged-in user, or null for a visitor. */
export const OptionalUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): AuthenticatedUser | null =>
    context.switchToHttp().getRequest<Request & { user?: AuthenticatedUser }>().user ?? null,
);

/** The authenticated caller of a route guarded by RequireLogin or RequireAdmin. */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext) => {
  const user = context.switchToHttp().getRequest<Request & { user?: AuthenticatedUser }>().user;
  if (!user) throw new Error('CurrentUser used on a route without RequireLogin/RequireAdmin');
  return user;
});
