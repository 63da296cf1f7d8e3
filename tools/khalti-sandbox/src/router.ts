import type { IncomingMessage, ServerResponse } from 'node:http';
import { checkAuthorization } from './auth';
import type { JsonAnswer, SandboxContext } from './context';
import { control } from './controls';
import type { ActiveFault, FaultEndpoint } from './faults';
import { BodyError, readData, sendHtml, sendJson } from './http-io';
import { initiate } from './initiate';
import { lookup } from './lookup';
import { refund } from './refund';
import { notFoundPage } from './page/views';
import { showPage, submitPage } from './page/routes';

/** Khalti's ePayment API lives under this path (as in https://dev.khalti.com/api/v2/). */
export const API_PREFIX = '/api/v2/';
/** Khalti's Refund API lives under this one (as in https://dev.khalti.com/api/merchant-transaction/...). */
export const REFUND_API_PREFIX = '/api/';

interface ApiRoute {
  endpoint: FaultEndpoint;
  handle: (context: SandboxContext, data: unknown) => JsonAnswer;
}

const API_ROUTES: Record<string, ApiRoute> = {
  [`${API_PREFIX}epayment/initiate/`]: { endpoint: 'initiate', handle: initiate },
  [`${API_PREFIX}epayment/lookup/`]: { endpoint: 'lookup', handle: lookup },
};

const REFUND_PATH = /^\/api\/merchant-transaction\/([^/]+)\/refund\/$/;

/** The API call at `pathname`, if there is one. */
function apiRoute(pathname: string): ApiRoute | undefined {
  const refundOf = REFUND_PATH.exec(pathname)?.[1];
  if (refundOf !== undefined) {
    const transactionId = decodeURIComponent(refundOf);
    return { endpoint: 'refund', handle: (context, data) => refund(context, data, transactionId) };
  }
  return API_ROUTES[pathname];
}

/** Builds the request listener: Khalti's API, the payment page and the /__sandbox/ test controls. */
export function createRouter(context: SandboxContext, baseUrl: string) {
  return (request: IncomingMessage, response: ServerResponse): void => {
    route(context, baseUrl, request, response).catch((error: unknown) => {
      if (response.headersSent) return void response.destroy();
      if (error instanceof BodyError) return sendJson(response, error.status, error.body);
      if (error instanceof URIError) return sendJson(response, 400, { detail: 'Malformed URL.' });
      sendJson(response, 500, { detail: `Khalti sandbox error: ${String(error)}` });
    });
  };
}

async function route(
  context: SandboxContext,
  baseUrl: string,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  const url = new URL(request.url ?? '/', 'http://sandbox.invalid');
  const method = request.method ?? 'GET';
  const api = apiRoute(url.pathname);
  if (api) return callApi(context, api, request, response);
  if (url.pathname.startsWith(REFUND_API_PREFIX)) {
    const hint = apiRoute(`${url.pathname}/`) ? ' (Khalti paths end with a slash)' : '';
    return sendJson(response, 404, { detail: `Not found.${hint}` });
  }
  if (url.pathname === '/__sandbox' || url.pathname.startsWith('/__sandbox/')) {
    const data = method === 'POST' ? await readData(request) : undefined;
    const answer = control(context, method, url.pathname, data);
    if (!answer) return sendJson(response, 404, { detail: `No test control ${method} ${url.pathname}.` });
    if (answer.status === 204) {
      response.writeHead(204).end();
      return;
    }
    return sendJson(response, answer.status, answer.body);
  }
  if (url.pathname === '/' && (method === 'GET' || method === 'HEAD'))
    return showPage(context, url, response, baseUrl);
  if (url.pathname === '/pay' && method === 'POST') return submitPage(context, request, response);
  if (url.pathname === '/favicon.ico') {
    response.writeHead(204).end();
    return;
  }
  sendHtml(response, 404, notFoundPage('There is no page at this address.'));
}

/**
 * One Khalti API call: a set fault first (unless it strikes after processing), then the key, the method,
 * the body, the handler.
 */
async function callApi(
  context: SandboxContext,
  api: ApiRoute,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  const fault = context.faults.take(api.endpoint);
  if (fault && !fault.afterProcessing) return answerFault(fault, request, response);
  const unauthorized = checkAuthorization(request.headers.authorization, context.secretKey);
  if (unauthorized) return sendJson(response, 401, unauthorized, { 'WWW-Authenticate': 'Key' });
  if (request.method !== 'POST')
    return sendJson(
      response,
      405,
      { detail: `Method "${request.method}" not allowed.` },
      { Allow: 'POST, OPTIONS' },
    );
  const answer: JsonAnswer = api.handle(context, await readData(request));
  if (fault) return answerFault(fault, request, response);
  sendJson(response, answer.status, answer.body);
}

/** A hanging fault never answers (stop() closes the connection); the others answer their status. */
function answerFault(fault: ActiveFault, request: IncomingMessage, response: ServerResponse): void {
  if (fault.hang) {
    request.resume();
    return;
  }
  sendJson(
    response,
    fault.status!,
    fault.body ?? {
      detail: `Khalti sandbox fault: ${fault.status} as requested.`,
      status_code: fault.status,
    },
  );
}
