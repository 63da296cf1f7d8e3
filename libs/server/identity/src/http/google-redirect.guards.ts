import { ExecutionContext, Inject, Injectable, Logger } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { IDENTITY_ERROR_CODES, IDENTITY_MESSAGES } from '@kukur/contracts';
import type { AppConfig } from '@kukur/server-kernel';
import { APP_CONFIG, NotFoundError } from '@kukur/server-kernel';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isGoogleRedirectConfigured } from '../google/google-oauth.strategy';
import { passportRequest, passportResponse } from '../google/passport-on-fastify';

/** Starts passport's Google redirect; 404 when the redirect flow is not configured. */
@Injectable()
export class GoogleRedirectGuard extends AuthGuard('google') {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    super();
  }

  override canActivate(context: ExecutionContext) {
    if (!isGoogleRedirectConfigured(this.config)) {
      throw new NotFoundError(IDENTITY_ERROR_CODES.GOOGLE_DISABLED, IDENTITY_MESSAGES.googleDisabled);
    }
    return super.canActivate(context);
  }

  override getRequest(context: ExecutionContext) {
    const http = context.switchToHttp();
    return passportRequest(http.getRequest<FastifyRequest>(), http.getResponse<FastifyReply>());
  }

  // Not in IAuthGuard's type, but AuthGuard hands passport what this answers.
  getResponse(context: ExecutionContext) {
    return passportResponse(context.switchToHttp().getResponse<FastifyReply>());
  }
}

/**
 * Google's callback: passport checks `state` and exchanges the code. A refusal (bad state, the user said
 * no, Google unreachable) leaves no user, and the controller sends the browser back to the login page.
 */
@Injectable()
export class GoogleCallbackGuard extends GoogleRedirectGuard {
  private readonly logger = new Logger('GoogleCallback');

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    try {
      return (await super.canActivate(context)) as boolean;
    } catch (error) {
      if (error instanceof NotFoundError) throw error;
      this.logger.warn(
        { reason: error instanceof Error ? error.message : String(error) },
        'Google sign-in refused',
      );
      return true;
    }
  }

  override handleRequest<TUser>(error: unknown, user: TUser | false): TUser {
    if (error || !user) throw error instanceof Error ? error : new Error('Google sign-in was not completed');
    return user;
  }
}
