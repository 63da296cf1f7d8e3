import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import type { AppConfig } from '@kukur/server-kernel';
import { APP_CONFIG } from '@kukur/server-kernel';
import { accessTokenKey } from './auth/access-token-key';
import { ApiTokenStrategy } from './api-tokens/api-token-strategy';
import { JwtStrategy } from './auth/jwt.strategy';
import { CreateApiTokenHandler } from './commands/create-api-token/create-api-token.handler';
import { RevokeApiTokenHandler } from './commands/revoke-api-token/revoke-api-token.handler';
import { ListApiTokensHandler } from './queries/list-api-tokens/list-api-tokens.handler';
import { ApiTokensController } from './http/api-tokens.controller';
import { ApiToken } from './domain/api-token.entity';
import { ChoosePreferredLanguageHandler } from './commands/choose-preferred-language/choose-preferred-language.handler';
import { DeleteUserHandler } from './commands/delete-user/delete-user.handler';
import { EnsureAdminHandler } from './commands/ensure-admin/ensure-admin.handler';
import { LogInHandler } from './commands/log-in/log-in.handler';
import { LogInWithGoogleHandler } from './commands/log-in-with-google/log-in-with-google.handler';
import { LogOutHandler } from './commands/log-out/log-out.handler';
import { RefreshSessionHandler } from './commands/refresh-session/refresh-session.handler';
import { RenameUserHandler } from './commands/rename-user/rename-user.handler';
import { SaveDeliveryDetailsHandler } from './commands/save-delivery-details/save-delivery-details.handler';
import { ResetPasswordHandler } from './commands/reset-password/reset-password.handler';
import { SendOtpHandler } from './commands/send-otp/send-otp.handler';
import { SignInWithGoogleRedirectHandler } from './commands/sign-in-with-google-redirect/sign-in-with-google-redirect.handler';
import { SetMarketingConsentHandler } from './commands/set-marketing-consent/set-marketing-consent.handler';
import { WithdrawMarketingConsentHandler } from './commands/withdraw-marketing-consent/withdraw-marketing-consent.handler';
import { SignUpHandler } from './commands/sign-up/sign-up.handler';
import { SignUpWithGoogleHandler } from './commands/sign-up-with-google/sign-up-with-google.handler';
import { VerifyOtpHandler } from './commands/verify-otp/verify-otp.handler';
import { OtpCode } from './domain/otp-code.entity';
import { RefreshToken } from './domain/refresh-token.entity';
import { User } from './domain/user.entity';
import { GoogleIdTokenVerifier } from './google/google-id-token-verifier';
import { GoogleOAuthStrategy, isGoogleRedirectConfigured } from './google/google-oauth.strategy';
import { AuthController } from './http/auth.controller';
import { OtpController } from './http/otp.controller';
import { UsersController } from './http/users.controller';
import { EmailExistsHandler } from './queries/email-exists/email-exists.handler';
import { FindUserHandler } from './queries/find-user/find-user.handler';
import { GetCustomerFiguresHandler } from './queries/get-customer-figures/get-customer-figures.handler';
import { GetUserHandler } from './queries/get-user/get-user.handler';
import { ListAdminEmailsHandler } from './queries/list-admin-emails/list-admin-emails.handler';
import { ListMarketingCustomerEmailsHandler } from './queries/list-marketing-customer-emails/list-marketing-customer-emails.handler';
import { PreferredLanguagesHandler } from './queries/preferred-languages/preferred-languages.handler';
import { ListCustomersHandler } from './queries/list-customers/list-customers.handler';
import { KnownLoginAddresses } from './security/known-login-addresses';
import { OtpCodeHasher } from './security/otp-code-hasher';
import { PasswordHasher } from './security/password-hasher';
import { RateLimits } from './security/rate-limits';
import { ACCESS_TOKEN_ALGORITHM } from './session/access-token-claims';
import { AccessTokens } from './session/access-tokens';
import { RefreshTokens } from './session/refresh-tokens';
import { SessionIssuer } from './session/session-issuer';

const HANDLERS = [
  SendOtpHandler,
  VerifyOtpHandler,
  SignUpHandler,
  LogInHandler,
  RefreshSessionHandler,
  LogOutHandler,
  LogInWithGoogleHandler,
  SignUpWithGoogleHandler,
  SignInWithGoogleRedirectHandler,
  ResetPasswordHandler,
  RenameUserHandler,
  SaveDeliveryDetailsHandler,
  DeleteUserHandler,
  EnsureAdminHandler,
  EmailExistsHandler,
  GetUserHandler,
  ListCustomersHandler,
  GetCustomerFiguresHandler,
  ListMarketingCustomerEmailsHandler,
  SetMarketingConsentHandler,
  ChoosePreferredLanguageHandler,
  WithdrawMarketingConsentHandler,
  ListAdminEmailsHandler,
  PreferredLanguagesHandler,
  FindUserHandler,
  CreateApiTokenHandler,
  RevokeApiTokenHandler,
  ListApiTokensHandler,
];

/** Accounts, sessions and access: the API side of the identity module. */
@Module({
  imports: [
    MikroOrmModule.forFeature([User, OtpCode, RefreshToken, ApiToken]),
    PassportModule,
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        // @nestjs/jwt's types say string or Buffer; jsonwebtoken, which signs, takes a KeyObject.
        secret: accessTokenKey(config) as unknown as string,
        signOptions: { algorithm: ACCESS_TOKEN_ALGORITHM, expiresIn: config.ACCESS_TOKEN_TTL_SECONDS },
        verifyOptions: { algorithms: [ACCESS_TOKEN_ALGORITHM] },
      }),
    }),
  ],
  controllers: [UsersController, OtpController, AuthController, ApiTokensController],
  providers: [
    ...HANDLERS,
    PasswordHasher,
    OtpCodeHasher,
    RateLimits,
    KnownLoginAddresses,
    AccessTokens,
    RefreshTokens,
    SessionIssuer,
    JwtStrategy,
    ApiTokenStrategy,
    GoogleIdTokenVerifier,
    {
      // Registered with passport only when the redirect flow is configured; otherwise its routes answer 404.
      provide: GoogleOAuthStrategy,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) =>
        isGoogleRedirectConfigured(config) ? new GoogleOAuthStrategy(config) : null,
    },
  ],
})
export class IdentityModule {}
