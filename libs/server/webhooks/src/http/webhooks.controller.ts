import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import { CurrentUser, RequireAdmin, type AuthenticatedUser } from '@kukur/server-identity';
import {
  ApiErrorAnswers,
  ErrorResponseDto,
  PagingRequestDto,
  pageWindow,
  TOTAL_COUNT_HEADER,
} from '@kukur/server-kernel';
import type { FastifyReply as Response } from 'fastify';
import { CreateWebhookEndpointCommand } from '../commands/create-webhook-endpoint/create-webhook-endpoint.command';
import { DeleteWebhookEndpointCommand } from '../commands/delete-webhook-endpoint/delete-webhook-endpoint.command';
import { RedeliverWebhookCommand } from '../commands/redeliver-webhook/redeliver-webhook.command';
import { ResumeWebhookEndpointCommand } from '../commands/resume-webhook-endpoint/resume-webhook-endpoint.command';
import { RotateWebhookSecretCommand } from '../commands/rotate-webhook-secret/rotate-webhook-secret.command';
import { SendTestWebhookCommand } from '../commands/send-test-webhook/send-test-webhook.command';
import { UpdateWebhookEndpointCommand } from '../commands/update-webhook-endpoint/update-webhook-endpoint.command';
import { GetWebhookDeliveryQuery } from '../queries/get-webhook-delivery/get-webhook-delivery.query';
import { GetWebhookEndpointQuery } from '../queries/get-webhook-endpoint/get-webhook-endpoint.query';
import { GetWebhookSecretQuery } from '../queries/get-webhook-secret/get-webhook-secret.query';
import { ListWebhookDeliveriesQuery } from '../queries/list-webhook-deliveries/list-webhook-deliveries.query';
import { ListWebhookEndpointsQuery } from '../queries/list-webhook-endpoints/list-webhook-endpoints.query';
import { DELIVERY_NOT_FOUND, ENDPOINT_NOT_FOUND, ENDPOINT_OFF, URL_REFUSED } from './error-answers';
import { WebhookDeliveryDetailDto, WebhookDeliveryDto } from './webhook-delivery.dto';
import { CreatedWebhookEndpointDto, WebhookEndpointDto, WebhookSecretDto } from './webhook-endpoint.dto';
import {
  CreateWebhookEndpointRequestDto,
  UpdateWebhookEndpointRequestDto,
} from './webhook-endpoint.request.dto';

const NO_ENDPOINT = { type: ErrorResponseDto, description: 'No such endpoint' };
const NO_DELIVERY = { type: ErrorResponseDto, description: 'No such endpoint, or no such delivery of it' };
const OFF_ENDPOINT = { type: ErrorResponseDto, description: 'The endpoint is switched off or paused' };
const BAD_ENDPOINT = {
  type: ErrorResponseDto,
  description:
    'A URL that is not http(s), points to a private address or does not resolve; an unknown event type',
};

/**
 * Admins register the URLs integrations are told about events at, and watch their deliveries. Admin login
 * only: no API token scope reaches it, since an endpoint receives customer data of every future event.
 */
@ApiTags('webhooks')
@Controller('admin/webhooks')
@RequireAdmin()
export class WebhooksController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Every webhook endpoint, newest first, without secrets (admin, logged in)' })
  @ApiOkResponse({ type: WebhookEndpointDto, isArray: true })
  list(): Promise<WebhookEndpointDto[]> {
    return this.queryBus.execute(new ListWebhookEndpointsQuery());
  }

  @Post()
  @ApiOperation({
    summary: 'Register a webhook endpoint (admin, logged in); the answer carries its new signing secret',
  })
  @ApiCreatedResponse({ type: CreatedWebhookEndpointDto })
  @ApiBadRequestResponse(BAD_ENDPOINT)
  @ApiErrorAnswers([URL_REFUSED])
  create(
    @CurrentUser() admin: AuthenticatedUser,
    @Body() body: CreateWebhookEndpointRequestDto,
  ): Promise<CreatedWebhookEndpointDto> {
    return this.commandBus.execute(
      new CreateWebhookEndpointCommand(
        admin.email,
        body.url,
        body.description ?? '',
        body.eventTypes ?? [],
        body.active ?? true,
      ),
    );
  }

  @Get(':id')
  @ApiOperation({ summary: 'One webhook endpoint, without its secret (admin, logged in)' })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiOkResponse({ type: WebhookEndpointDto })
  @ApiNotFoundResponse(NO_ENDPOINT)
  @ApiErrorAnswers([ENDPOINT_NOT_FOUND])
  show(@Param('id') id: string): Promise<WebhookEndpointDto> {
    return this.queryBus.execute(new GetWebhookEndpointQuery(id));
  }

  @Patch(':id')
  @ApiOperation({
    summary: 'Change a webhook endpoint’s URL, description, event types or switch it on/off (admin)',
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiOkResponse({ type: WebhookEndpointDto })
  @ApiBadRequestResponse(BAD_ENDPOINT)
  @ApiNotFoundResponse(NO_ENDPOINT)
  @ApiErrorAnswers([URL_REFUSED, ENDPOINT_NOT_FOUND])
  update(
    @CurrentUser() admin: AuthenticatedUser,
    @Param('id') id: string,
    @Body() body: UpdateWebhookEndpointRequestDto,
  ): Promise<WebhookEndpointDto> {
    return this.commandBus.execute(new UpdateWebhookEndpointCommand(id, admin.email, body));
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Remove a webhook endpoint and its delivery log (admin, logged in)' })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiNoContentResponse({ description: 'Removed' })
  @ApiNotFoundResponse(NO_ENDPOINT)
  @ApiErrorAnswers([ENDPOINT_NOT_FOUND])
  async remove(@Param('id') id: string): Promise<void> {
    await this.commandBus.execute(new DeleteWebhookEndpointCommand(id));
  }

  @Get(':id/secret')
  @ApiOperation({ summary: 'A webhook endpoint’s signing secret (admin, logged in)' })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiOkResponse({ type: WebhookSecretDto })
  @ApiNotFoundResponse(NO_ENDPOINT)
  @ApiErrorAnswers([ENDPOINT_NOT_FOUND])
  secret(@Param('id') id: string): Promise<WebhookSecretDto> {
    return this.queryBus.execute(new GetWebhookSecretQuery(id));
  }

  @Post(':id/secret/rotate')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Replace a webhook endpoint’s signing secret at once; answers the new one (admin)',
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiOkResponse({ type: WebhookSecretDto })
  @ApiNotFoundResponse(NO_ENDPOINT)
  @ApiErrorAnswers([ENDPOINT_NOT_FOUND])
  rotate(@Param('id') id: string): Promise<WebhookSecretDto> {
    return this.commandBus.execute(new RotateWebhookSecretCommand(id));
  }

  @Post(':id/resume')
  @HttpCode(200)
  @ApiOperation({ summary: 'Resume a paused or switched-off webhook endpoint (admin, logged in)' })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiOkResponse({ type: WebhookEndpointDto })
  @ApiNotFoundResponse(NO_ENDPOINT)
  @ApiErrorAnswers([ENDPOINT_NOT_FOUND])
  resume(@Param('id') id: string): Promise<WebhookEndpointDto> {
    return this.commandBus.execute(new ResumeWebhookEndpointCommand(id));
  }

  @Post(':id/test')
  @HttpCode(202)
  @ApiOperation({
    summary: 'Send a webhook.test event to the endpoint (admin, logged in); see its delivery log',
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiAcceptedResponse({ type: WebhookDeliveryDto, description: 'Queued' })
  @ApiNotFoundResponse(NO_ENDPOINT)
  @ApiConflictResponse(OFF_ENDPOINT)
  @ApiErrorAnswers([ENDPOINT_NOT_FOUND, ENDPOINT_OFF])
  sendTest(@Param('id') id: string): Promise<WebhookDeliveryDto> {
    return this.commandBus.execute(new SendTestWebhookCommand(id));
  }

  @Get(':id/deliveries')
  @ApiOperation({
    summary: 'A webhook endpoint’s delivery log, newest first (admin); X-Total-Count holds the total',
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiOkResponse({ type: WebhookDeliveryDto, isArray: true, headers: TOTAL_COUNT_HEADER })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'A page or pageSize out of range' })
  @ApiNotFoundResponse(NO_ENDPOINT)
  @ApiErrorAnswers([ENDPOINT_NOT_FOUND])
  async deliveries(
    @Param('id') id: string,
    @Query() paging: PagingRequestDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<WebhookDeliveryDto[]> {
    const { offset, limit } = pageWindow(paging);
    const { deliveries, total } = await this.queryBus.execute(
      new ListWebhookDeliveriesQuery(id, offset, limit),
    );
    response.header('X-Total-Count', String(total));
    return deliveries;
  }

  @Get(':id/deliveries/:deliveryId')
  @ApiOperation({ summary: 'One delivery with the body it sends and every attempt (admin, logged in)' })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiParam({ name: 'deliveryId', format: 'uuid' })
  @ApiOkResponse({ type: WebhookDeliveryDetailDto })
  @ApiNotFoundResponse(NO_DELIVERY)
  @ApiErrorAnswers([DELIVERY_NOT_FOUND])
  delivery(
    @Param('id') id: string,
    @Param('deliveryId') deliveryId: string,
  ): Promise<WebhookDeliveryDetailDto> {
    return this.queryBus.execute(new GetWebhookDeliveryQuery(id, deliveryId));
  }

  @Post(':id/deliveries/:deliveryId/redeliver')
  @HttpCode(202)
  @ApiOperation({
    summary: 'Send a delivery again with the same event id and body, retried as before (admin, logged in)',
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiParam({ name: 'deliveryId', format: 'uuid' })
  @ApiAcceptedResponse({ type: WebhookDeliveryDto, description: 'Queued' })
  @ApiNotFoundResponse(NO_DELIVERY)
  @ApiConflictResponse(OFF_ENDPOINT)
  @ApiErrorAnswers([ENDPOINT_NOT_FOUND, DELIVERY_NOT_FOUND, ENDPOINT_OFF])
  redeliver(@Param('id') id: string, @Param('deliveryId') deliveryId: string): Promise<WebhookDeliveryDto> {
    return this.commandBus.execute(new RedeliverWebhookCommand(id, deliveryId));
  }
}
