import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Put, Req, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { IDENTITY_MESSAGES, LANGUAGE_INVALID_MESSAGE } from '@kukur/contracts';
import type { AppConfig } from '@kukur/server-kernel';
import { ApiErrorAnswers, APP_CONFIG, clientIp, ErrorResponseDto } from '@kukur/server-kernel';
import type { FastifyReply as Response, FastifyRequest as Request } from 'fastify';
import { TokenScope } from '../api-tokens/api-token-scope';
import { CurrentUser, RequireLogin } from '../auth/access-decorators';
import { ChoosePreferredLanguageCommand } from '../commands/choose-preferred-language/choose-preferred-language.command';
import { DeleteUserCommand } from '../commands/delete-user/delete-user.command';
import { LogInCommand } from '../commands/log-in/log-in.command';
import { LogInWithGoogleCommand } from '../commands/log-in-with-google/log-in-with-google.command';
import { RenameUserCommand } from '../commands/rename-user/rename-user.command';
import { SaveDeliveryDetailsCommand } from '../commands/save-delivery-details/save-delivery-details.command';
import { ResetPasswordCommand } from '../commands/reset-password/reset-password.command';
import { SetMarketingConsentCommand } from '../commands/set-marketing-consent/set-marketing-consent.command';
import { SignUpCommand } from '../commands/sign-up/sign-up.command';
import { SignUpWithGoogleCommand } from '../commands/sign-up-with-google/sign-up-with-google.command';
import { EmailExistsQuery } from '../queries/email-exists/email-exists.query';
import { FindUserQuery } from '../queries/find-user/find-user.query';
import { GetUserQuery } from '../queries/get-user/get-user.query';
import type { AuthenticatedUser } from '../session/access-token-claims';
import {
  CheckEmailRequestDto,
  FindUserRequestDto,
  GoogleCredentialRequestDto,
  GoogleSignupRequestDto,
  LoginRequestDto,
  MarketingConsentRequestDto,
  PreferredLanguageRequestDto,
  ResetPasswordRequestDto,
  SaveDeliveryDetailsRequestDto,
  SignupRequestDto,
  UpdateUserRequestDto,
} from './account.request.dto';
import {
  AuthSessionDto,
  CheckEmailResponseDto,
  FindUserResponseDto,
  MessageResponseDto,
} from './account.response.dto';
import {
  ACCOUNT_CHANGE_ANSWERS,
  ADMINS_ONLY,
  EMAIL_NOT_VERIFIED,
  EMAIL_TAKEN,
  GOOGLE_ACCOUNT_NOT_FOUND,
  GOOGLE_ACCOUNT_TAKEN,
  GOOGLE_CREDENTIAL_ANSWERS,
  INVALID_CREDENTIALS,
  LOGIN_CODE_INVALID,
  LOGIN_CODE_REQUIRED,
  OTHER_GOOGLE_ACCOUNT_LINKED,
  RESET_NOT_VERIFIED,
  TOO_MANY_EMAIL_CHECKS,
  TOO_MANY_LOGINS,
  USER_NOT_FOUND,
} from './error-answers';
import { respondWithSession } from './session-response';
import { UserDto } from './user.response.dto';

@ApiTags('accounts')
@Controller('user')
export class UsersController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post('check-email')
  @HttpCode(200)
  @ApiOperation({ summary: 'Whether an account already uses this e-mail address (signup step 1)' })
  @ApiOkResponse({ type: CheckEmailResponseDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Invalid email address' })
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto, description: 'Asked too often' })
  @ApiErrorAnswers([TOO_MANY_EMAIL_CHECKS])
  async checkEmail(
    @Body() body: CheckEmailRequestDto,
    @Req() request: Request,
  ): Promise<CheckEmailResponseDto> {
    return { exists: await this.queryBus.execute(new EmailExistsQuery(body.email, clientIp(request))) };
  }

  @Post('signup')
  @HttpCode(201)
  @ApiOperation({
    summary:
      'Create a customer account for an address whose verification code was accepted in the last 30 minutes',
  })
  @ApiCreatedResponse({ type: AuthSessionDto, description: 'Logged in; the refresh cookie is set' })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Invalid input' })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: 'E-mail not verified' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: IDENTITY_MESSAGES.emailTaken })
  @ApiErrorAnswers([EMAIL_NOT_VERIFIED, EMAIL_TAKEN])
  async signup(
    @Body() body: SignupRequestDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AuthSessionDto> {
    const session = await this.commandBus.execute(
      new SignUpCommand(
        body.name,
        body.email,
        body.password,
        body.marketingOptIn ?? false,
        body.preferredLanguage,
      ),
    );
    return respondWithSession(response, this.config, session);
  }

  @Post('login')
  @HttpCode(200)
  @ApiOperation({ summary: 'Log in with e-mail and password' })
  @ApiOkResponse({ type: AuthSessionDto, description: 'Logged in; the refresh cookie is set' })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: IDENTITY_MESSAGES.credentialsRequired })
  @ApiUnauthorizedResponse({ type: ErrorResponseDto, description: IDENTITY_MESSAGES.invalidCredentials })
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto, description: 'Too many attempts' })
  @ApiErrorAnswers([INVALID_CREDENTIALS, LOGIN_CODE_REQUIRED, LOGIN_CODE_INVALID, TOO_MANY_LOGINS])
  async login(
    @Body() body: LoginRequestDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AuthSessionDto> {
    const session = await this.commandBus.execute(
      new LogInCommand(body.email, body.password, clientIp(request), body.otp),
    );
    return respondWithSession(response, this.config, session);
  }

  @Post('login-with-google')
  @HttpCode(200)
  @ApiOperation({ summary: 'Log in with a Google ID token, verified on the server (404 when Google is off)' })
  @ApiOkResponse({ type: AuthSessionDto })
  @ApiUnauthorizedResponse({ type: ErrorResponseDto, description: IDENTITY_MESSAGES.googleCredentialInvalid })
  @ApiNotFoundResponse({
    type: ErrorResponseDto,
    description: 'No account for this Google user, or Google sign-in is off',
  })
  @ApiErrorAnswers([...GOOGLE_CREDENTIAL_ANSWERS, GOOGLE_ACCOUNT_NOT_FOUND, OTHER_GOOGLE_ACCOUNT_LINKED])
  async loginWithGoogle(
    @Body() body: GoogleCredentialRequestDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AuthSessionDto> {
    const session = await this.commandBus.execute(new LogInWithGoogleCommand(body.credential));
    return respondWithSession(response, this.config, session);
  }

  @Post('auth/complete-google-signup')
  @HttpCode(201)
  @ApiOperation({ summary: 'Create an account from a Google ID token (404 when Google is off)' })
  @ApiCreatedResponse({ type: AuthSessionDto })
  @ApiUnauthorizedResponse({ type: ErrorResponseDto, description: IDENTITY_MESSAGES.googleCredentialInvalid })
  @ApiConflictResponse({ type: ErrorResponseDto, description: IDENTITY_MESSAGES.googleAccountTaken })
  @ApiErrorAnswers([...GOOGLE_CREDENTIAL_ANSWERS, GOOGLE_ACCOUNT_TAKEN])
  async completeGoogleSignup(
    @Body() body: GoogleSignupRequestDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AuthSessionDto> {
    const session = await this.commandBus.execute(
      new SignUpWithGoogleCommand(body.credential, body.marketingOptIn ?? false, body.preferredLanguage),
    );
    return respondWithSession(response, this.config, session);
  }

  @Post('reset-password')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Choose a new password after the reset code was accepted (in the last 15 minutes); ends every session',
  })
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Password rule not met' })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: 'Reset not verified' })
  @ApiErrorAnswers([RESET_NOT_VERIFIED])
  async resetPassword(@Body() body: ResetPasswordRequestDto): Promise<MessageResponseDto> {
    await this.commandBus.execute(new ResetPasswordCommand(body.email, body.password));
    return { message: IDENTITY_MESSAGES.passwordReset };
  }

  @Get('me')
  @RequireLogin()
  @ApiOperation({ summary: 'The logged-in account' })
  @ApiOkResponse({ type: UserDto })
  me(@CurrentUser() user: AuthenticatedUser): Promise<UserDto> {
    return this.queryBus.execute(new GetUserQuery(user.id));
  }

  @Put('users/:id')
  @RequireLogin()
  @ApiOperation({ summary: 'Rename an account: one’s own, or a customer’s (admin)' })
  @ApiOkResponse({ type: UserDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Invalid input' })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: 'Not your account' })
  @ApiErrorAnswers(ACCOUNT_CHANGE_ANSWERS)
  update(
    @Param('id') id: string,
    @Body() body: UpdateUserRequestDto,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<UserDto> {
    return this.commandBus.execute(new RenameUserCommand(user, id, body.name));
  }

  @Put('users/:id/delivery-details')
  @RequireLogin()
  @ApiOperation({
    summary: 'Save the phone, city and colony checkout starts from: one’s own, or a customer’s (admin)',
  })
  @ApiOkResponse({ type: UserDto })
  @ApiBadRequestResponse({
    type: ErrorResponseDto,
    description: 'Phone not 10 digits, unknown city, colony missing or too long',
  })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: 'Not your account' })
  @ApiErrorAnswers(ACCOUNT_CHANGE_ANSWERS)
  saveDeliveryDetails(
    @Param('id') id: string,
    @Body() body: SaveDeliveryDetailsRequestDto,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<UserDto> {
    return this.commandBus.execute(
      new SaveDeliveryDetailsCommand(user, id, {
        phoneNumber: body.phoneNumber,
        city: body.city,
        colony: body.colony,
      }),
    );
  }

  @Put('marketing-consent')
  @RequireLogin()
  @ApiOperation({
    summary:
      'Turn marketing e-mail (newsletter, product announcements) on or off for the logged-in account; answers the account',
  })
  @ApiOkResponse({ type: UserDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'marketingOptIn must be true or false' })
  @ApiUnauthorizedResponse({ type: ErrorResponseDto, description: 'Not logged in' })
  setMarketingConsent(
    @Body() body: MarketingConsentRequestDto,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<UserDto> {
    return this.commandBus.execute(new SetMarketingConsentCommand(user.id, body.marketingOptIn));
  }

  @Put('preferred-language')
  @RequireLogin()
  @ApiOperation({
    summary: 'Choose the language (en or ne) of the logged-in account’s e-mails; answers the account',
  })
  @ApiOkResponse({ type: UserDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: LANGUAGE_INVALID_MESSAGE })
  @ApiUnauthorizedResponse({ type: ErrorResponseDto, description: 'Not logged in' })
  choosePreferredLanguage(
    @Body() body: PreferredLanguageRequestDto,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<UserDto> {
    return this.commandBus.execute(new ChoosePreferredLanguageCommand(user.id, body.preferredLanguage));
  }

  @Delete('users/:id')
  @RequireLogin()
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete an account: one’s own, or a customer’s (admin). Its orders stay.' })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: 'Not your account' })
  @ApiErrorAnswers(ACCOUNT_CHANGE_ANSWERS)
  async remove(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser): Promise<void> {
    await this.commandBus.execute(new DeleteUserCommand(user, id));
  }

  @Post('find-user')
  @TokenScope('customers:read')
  @RequireLogin()
  @HttpCode(200)
  @ApiOperation({
    summary: 'The id of the account with an address (admin, or a user about their own address)',
  })
  @ApiOkResponse({ type: FindUserResponseDto })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: 'Not an admin' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: IDENTITY_MESSAGES.userNotFound })
  @ApiErrorAnswers([ADMINS_ONLY, USER_NOT_FOUND])
  findUser(
    @Body() body: FindUserRequestDto,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<FindUserResponseDto> {
    return this.queryBus.execute(new FindUserQuery(user, body.email));
  }
}
