import { Body, Controller, Delete, Get, Param, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import { ApiErrorAnswers, ErrorResponseDto } from '@kukur/server-kernel';
import { CurrentUser, RequireAdmin } from '../auth/access-decorators';
import { CreateApiTokenCommand } from '../commands/create-api-token/create-api-token.command';
import { RevokeApiTokenCommand } from '../commands/revoke-api-token/revoke-api-token.command';
import { ListApiTokensQuery } from '../queries/list-api-tokens/list-api-tokens.query';
import type { AuthenticatedUser } from '../session/access-token-claims';
import { ApiTokenDto, CreateApiTokenRequestDto, CreatedApiTokenDto } from './api-token.dto';
import { API_TOKEN_NOT_FOUND } from './error-answers';

const DEFAULT_DAYS = 90;

/** Admins make, list and revoke integrations' API tokens; no API token may manage tokens (it has no scope here). */
@ApiTags('back office')
@Controller('admin/api-tokens')
@RequireAdmin()
export class ApiTokensController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Every API token, newest first, without secrets (admin, logged in)' })
  @ApiOkResponse({ type: ApiTokenDto, isArray: true })
  list(): Promise<ApiTokenDto[]> {
    return this.queryBus.execute(new ListApiTokensQuery());
  }

  @Post()
  @ApiOperation({
    summary:
      'Make an API token with scopes and an expiry (admin, logged in); the answer shows the secret once',
  })
  @ApiCreatedResponse({ type: CreatedApiTokenDto })
  @ApiBadRequestResponse({
    type: ErrorResponseDto,
    description: 'No name, no scope, an unknown scope or expiry',
  })
  create(
    @CurrentUser() admin: AuthenticatedUser,
    @Body() body: CreateApiTokenRequestDto,
  ): Promise<CreatedApiTokenDto> {
    return this.commandBus.execute(
      new CreateApiTokenCommand(admin, body.name, body.scopes, body.expiresInDays ?? DEFAULT_DAYS),
    );
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Revoke an API token at once (admin, logged in); it is kept, marked revoked' })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiOkResponse({ type: ApiTokenDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No such token' })
  @ApiErrorAnswers([API_TOKEN_NOT_FOUND])
  revoke(@Param('id') id: string): Promise<ApiTokenDto> {
    return this.commandBus.execute(new RevokeApiTokenCommand(id));
  }
}
