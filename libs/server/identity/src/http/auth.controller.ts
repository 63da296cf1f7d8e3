import { Controller, Get, HttpCode, Inject, Post, Req, Res, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  ApiCookieAuth,
  ApiFoundResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiSecurity,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { languageOfCookies } from '@kukur/contracts';
import type { AppConfig } from '@kukur/server-kernel';
import { ApiErrorAnswers, APP_CONFIG, ErrorResponseDto } from '@kukur/server-kernel';
import type { FastifyReply as Response, FastifyRequest as Request } from 'fastify';
import { LogOutCommand } from '../commands/log-out/log-out.command';
import { RefreshSessionCommand } from '../commands/refresh-session/refresh-session.command';
import { SignInWithGoogleRedirectCommand } from '../commands/sign-in-with-google-redirect/sign-in-with-google-redirect.command';
import type { GoogleIdentity } from '../google/google-identity';
import { AuthConfigResponseDto, AuthSessionDto } from './account.response.dto';
import { GOOGLE_DISABLED, SESSION_EXPIRED } from './error-answers';
import { GoogleCallbackGuard, GoogleRedirectGuard } from './google-redirect.guards';
import {
  clearRefreshCookie,
  readRefreshCookie,
  REFRESH_COOKIE_SCHEME,
  setRefreshCookie,
} from './refresh-cookie';
import { respondWithSession } from './session-response';

/** The token of an `Authorization: Bearer …` header, if the request has one. */
function bearerTokenOf(request: Request): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
}

/** Where the SPA finishes a Google redirect sign-in, and where it shows a failed one. */
const GOOGLE_DONE_PATH = '/auth/google/complete';
const GOOGLE_FAILED_PATH = '/login?google=failed';

@ApiTags('accounts')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly commandBus: CommandBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post('refresh')
  @HttpCode(200)
  @ApiCookieAuth(REFRESH_COOKIE_SCHEME)
  @ApiOperation({
    summary: 'Trade the httpOnly refresh cookie for a new access token; the cookie is rotated on every use',
  })
  @ApiOkResponse({ type: AuthSessionDto })
  @ApiUnauthorizedResponse({ type: ErrorResponseDto, description: 'Session expired' })
  @ApiErrorAnswers([SESSION_EXPIRED])
  async refresh(
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AuthSessionDto> {
    try {
      const session = await this.commandBus.execute(new RefreshSessionCommand(readRefreshCookie(request)));
      return respondWithSession(response, this.config, session);
    } catch (error) {
      clearRefreshCookie(response, this.config);
      throw error;
    }
  }

  @Post('logout')
  @HttpCode(204)
  @ApiCookieAuth(REFRESH_COOKIE_SCHEME)
  @ApiSecurity({})
  @ApiOperation({
    summary: 'End the login session and clear the refresh cookie',
    description:
      'Ends the session of the refresh cookie and that of an `Authorization: Bearer` access token, whichever ' +
      'is sent (both when both are): its access tokens stop working at once and its refresh cookie cannot be ' +
      'refreshed. Answers 204 whatever was sent.',
  })
  @ApiNoContentResponse({ description: 'Logged out' })
  async logout(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<void> {
    await this.commandBus.execute(new LogOutCommand(readRefreshCookie(request), bearerTokenOf(request)));
    clearRefreshCookie(response, this.config);
  }

  @Get('config')
  @ApiOperation({ summary: 'Sign-in options the web app should offer' })
  @ApiOkResponse({ type: AuthConfigResponseDto })
  authConfig(): AuthConfigResponseDto {
    return { googleClientId: this.config.GOOGLE_CLIENT_ID ?? null };
  }

  @Get('google')
  @UseGuards(GoogleRedirectGuard)
  @ApiOperation({
    summary: 'Start Google sign-in by redirect (404 unless Google is configured with a secret)',
  })
  @ApiFoundResponse({ description: 'Redirect to Google' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'Google sign-in is not configured' })
  @ApiErrorAnswers([GOOGLE_DISABLED])
  startGoogle(): void {
    // The guard answers with the redirect to Google.
  }

  @Get('google/callback')
  @UseGuards(GoogleCallbackGuard)
  @ApiOperation({ summary: 'Google returns here; sets the refresh cookie and redirects to the web app' })
  @ApiFoundResponse({ description: `Redirect to ${GOOGLE_DONE_PATH} or ${GOOGLE_FAILED_PATH}` })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'Google sign-in is not configured' })
  @ApiErrorAnswers([GOOGLE_DISABLED])
  async googleCallback(
    @Req() request: Request & { user?: GoogleIdentity },
    @Res() response: Response,
  ): Promise<void> {
    if (!request.user) return void response.redirect(GOOGLE_FAILED_PATH, 302);
    try {
      // The language the visitor was reading the shop in (the web's kp_lang cookie) for a new account.
      const language = languageOfCookies(request.headers.cookie) ?? undefined;
      const session = await this.commandBus.execute(
        new SignInWithGoogleRedirectCommand(request.user, language),
      );
      setRefreshCookie(response, this.config, session.refresh);
      void response.redirect(GOOGLE_DONE_PATH, 302);
    } catch {
      void response.redirect(GOOGLE_FAILED_PATH, 302);
    }
  }
}
