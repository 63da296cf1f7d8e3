import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import { ERROR_CODES } from '@kukur/contracts';
import type { Request, Response } from 'express';
import { STATUS_CODES } from 'node:http';
import { AppError, isDependencyUnavailable, ServiceUnavailableError } from '../errors/app-error';

const codeForStatus: Record<number, string> = {
  400: ERROR_CODES.VALIDATION_FAILED,
  401: ERROR_CODES.UNAUTHORIZED,
  403: ERROR_CODES.FORBIDDEN,
  404: ERROR_CODES.NOT_FOUND,
  409: ERROR_CODES.CONFLICT,
};

/** What the body parsers (http-errors) say about a request they refused; their texts are meant for clients. */
const parserMessages: Record<string, string> = {
  'entity.too.large': 'The request body is too large',
  'encoding.unsupported': 'This Content-Encoding is not supported',
  'charset.unsupported': 'This charset is not supported',
  'entity.parse.failed': 'The request body is not valid JSON',
  'entity.verify.failed': 'The request body could not be read',
  'request.aborted': 'The request was aborted',
  'request.size.invalid': 'The request body does not match its Content-Length',
};

function clientErrorOf(exception: unknown): (Record<string, unknown> & { statusCode: number }) | null {
  if (typeof exception !== 'object' || exception === null) return null;
  const { status, expose, type, message } = exception as {
    status?: unknown;
    expose?: unknown;
    type?: unknown;
    message?: unknown;
  };
  if (typeof status !== 'number' || status < 400 || status > 499 || expose !== true) return null;
  return {
    statusCode: status,
    error: STATUS_CODES[status] ?? 'Error',
    message:
      (typeof type === 'string' ? parserMessages[type] : undefined) ??
      (typeof message === 'string' ? message : 'Bad request'),
    code: codeForStatus[status] ?? `HTTP.${status}`,
  };
}

/** Turns every failure into `{ statusCode, error, message, code }`; hides internals of unexpected ones. */
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpErrorFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const response = http.getResponse<Response>();
    const request = http.getRequest<Request>();
    const unavailable = isDependencyUnavailable(exception);
    const body = this.toBody(unavailable ? new ServiceUnavailableError() : exception, request, response);
    if (unavailable) {
      this.logger.warn({ err: exception, path: request.url }, 'A dependency is unavailable');
    } else if (body.statusCode >= 500) {
      this.logger.error({ err: exception, path: request.url }, 'Unhandled error');
    }
    response.status(body.statusCode).json(body);
  }

  private toBody(
    exception: unknown,
    request: Request,
    response: Response,
  ): Record<string, unknown> & { statusCode: number } {
    if (exception instanceof AppError) {
      const retryAfterSeconds = exception.details['retryAfterSeconds'];
      if (typeof retryAfterSeconds === 'number') {
        response.setHeader('Retry-After', String(retryAfterSeconds));
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
        message: isUnknownRoute ? `Route ${request.method} ${request.path} not found` : message,
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
