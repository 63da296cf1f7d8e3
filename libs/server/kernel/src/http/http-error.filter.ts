import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import { ERROR_CODES } from '@kukur/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { STATUS_CODES } from 'node:http';
import { AppError, isDependencyUnavailable, ServiceUnavailableError } from '../errors/app-error';
import { urlPath } from './url-path';

const codeForStatus: Record<number, string> = {
  400: ERROR_CODES.VALIDATION_FAILED,
  401: ERROR_CODES.UNAUTHORIZED,
  403: ERROR_CODES.FORBIDDEN,
  404: ERROR_CODES.NOT_FOUND,
  409: ERROR_CODES.CONFLICT,
};

/** How Fastify and its plugins (body parsing, decompression, the router) refuse a request, for the client. */
const parserMessages: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This Content-Type is not supported: send JSON',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its Content-Length',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty but says it is JSON',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
  FST_ERR_BAD_URL: 'The address is not correctly encoded',
  FST_CP_ERR_INVALID_CONTENT: 'The request body is not what its Content-Encoding says',
  FST_CP_ERR_INVALID_CONTENT_ENCODING: 'This Content-Encoding is not supported',
  FST_ERR_ASYNC_CONSTRAINT: 'The request could not be routed',
};

/** A refusal by the HTTP layer before any route ran (body parsing, the URL): a 4xx with the shop's words. */
function clientErrorOf(exception: unknown): (Record<string, unknown> & { statusCode: number }) | null {
  if (typeof exception !== 'object' || exception === null) return null;
  const { statusCode, code } = exception as { statusCode?: unknown; code?: unknown };
  if (typeof statusCode !== 'number' || statusCode < 400 || statusCode > 499) return null;
  if (typeof code !== 'string' || !code.startsWith('FST_')) return null;
  const message = parserMessages[code] ?? 'The request could not be read';
  return {
    statusCode,
    error: STATUS_CODES[statusCode] ?? 'Error',
    message,
    code: codeForStatus[statusCode] ?? `HTTP.${statusCode}`,
  };
}

/** Turns every failure into `{ statusCode, error, message, code }`; hides internals of unexpected ones. */
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpErrorFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const response = http.getResponse<FastifyReply>();
    const request = http.getRequest<FastifyRequest>();
    const unavailable = isDependencyUnavailable(exception);
    const body = this.toBody(unavailable ? new ServiceUnavailableError() : exception, request, response);
    if (unavailable) {
      this.logger.warn({ err: exception, path: request.url }, 'A dependency is unavailable');
    } else if (body.statusCode >= 500) {
      this.logger.error({ err: exception, path: request.url }, 'Unhandled error');
    }
    void response.status(body.statusCode).send(body);
  }

  private toBody(
    exception: unknown,
    request: FastifyRequest,
    response: FastifyReply,
  ): Record<string, unknown> & { statusCode: number } {
    if (exception instanceof AppError) {
      const retryAfterSeconds = exception.details['retryAfterSeconds'];
      if (typeof retryAfterSeconds === 'number') {
        void response.header('Retry-After', String(retryAfterSeconds));
      }
      return {
        statusCode: exception.status,
        error: STATUS_CODES[exception.status] ?? 'Error',
        message: exception.message,
        code: exception.code,
        ...exception.details,
      };
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const isUnknownRoute =
        status === 404 && /^Cannot (GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS) /.test(exception.message);
      const answer = exception.getResponse();
      const message =
        typeof answer === 'object' && answer !== null && 'message' in answer
          ? [answer.message].flat().join('; ')
          : exception.message;
      return {
        statusCode: status,
        error: STATUS_CODES[status] ?? 'Error',
        message: isUnknownRoute ? `Route ${request.method} ${urlPath(request.url)} not found` : message,
        code: isUnknownRoute ? ERROR_CODES.ROUTE_NOT_FOUND : (codeForStatus[status] ?? `HTTP.${status}`),
      };
    }
    const refused = clientErrorOf(exception);
    if (refused) return refused;
    return {
      statusCode: HttpStatus.INTERNAL_SERVER_ERROR,
      error: 'Internal Server Error',
      message: 'Something went wrong on our side. Please try again later.',
      code: ERROR_CODES.INTERNAL,
    };
  }
}
