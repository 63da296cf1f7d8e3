import { CanActivate, ExecutionContext, Injectable, SetMetadata, applyDecorators } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiExtension } from '@nestjs/swagger';
import { API_TOKEN_ERROR_CODES, API_TOKEN_MESSAGES, type ApiTokenScope } from '@kukur/contracts';
import { ForbiddenError } from '@kukur/server-kernel';
import type { FastifyRequest as Request } from 'fastify';
import type { AuthenticatedUser } from '../session/access-token-claims';

const SCOPE_KEY = 'kukur:api-token-scope';

/**
 * An API token with this scope may call the operation (as its admin creator would). Operations without one
 * refuse every API token: a token can do only what was declared for it. The document shows the scope as
 * `x-api-token-scope`.
 */
export function TokenScope(scope: ApiTokenScope): MethodDecorator & ClassDecorator {
  return applyDecorators(SetMetadata(SCOPE_KEY, scope), ApiExtension('x-api-token-scope', scope));
}

/** Lets sessions through; an API token only to an operation of one of its scopes (403 otherwise). */
@Injectable()
export class ApiTokenScopeGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const token = context.switchToHttp().getRequest<Request & { user?: AuthenticatedUser }>().user?.apiToken;
    if (!token) return true;
    const scope = this.reflector.getAllAndOverride<ApiTokenScope | undefined>(SCOPE_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!scope)
      throw new ForbiddenError(API_TOKEN_ERROR_CODES.NOT_FOR_TOKENS, API_TOKEN_MESSAGES.notForTokens);
    if (!token.scopes.includes(scope)) {
      throw new ForbiddenError(API_TOKEN_ERROR_CODES.SCOPE_MISSING, API_TOKEN_MESSAGES.scopeMissing(scope));
    }
    return true;
  }
}
