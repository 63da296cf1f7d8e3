import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { IDENTITY_MESSAGES } from '@kukur/contracts';
import { ForbiddenError } from '@kukur/server-kernel';
import type { FastifyRequest as Request } from 'fastify';
import { AuthenticatedUser } from '../session/access-token-claims';

/** 403 unless the caller (already authenticated by JwtAuthGuard) is an admin. */
@Injectable()
export class AdminGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const user = context.switchToHttp().getRequest<Request & { user?: AuthenticatedUser }>().user;
    if (user?.role !== 'admin') throw new ForbiddenError(undefined, IDENTITY_MESSAGES.adminOnly);
    return true;
  }
}
