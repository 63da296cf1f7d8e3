import type { AppConfig } from '@kukur/server-kernel';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The httpOnly cookie that carries the refresh token; only the /api/auth routes ever see it. */
export const REFRESH_COOKIE = 'kp_refresh';
/** The OpenAPI security scheme of the refresh cookie. */
export const REFRESH_COOKIE_SCHEME = 'refresh-cookie';
const COOKIE_PATH = '/api/auth';

function options(config: Pick<AppConfig, 'PUBLIC_URL'>): CookieSerializeOptions {
  return {
    httpOnly: true,
    sameSite: 'strict',
    secure: config.PUBLIC_URL.startsWith('https:'),
    path: COOKIE_PATH,
  };
}

export function setRefreshCookie(
  response: FastifyReply,
  config: Pick<AppConfig, 'PUBLIC_URL'>,
  refresh: { token: string; expiresAt: Date },
): void {
  void response.setCookie(REFRESH_COOKIE, refresh.token, { ...options(config), expires: refresh.expiresAt });
}

export function clearRefreshCookie(response: FastifyReply, config: Pick<AppConfig, 'PUBLIC_URL'>): void {
  void response.clearCookie(REFRESH_COOKIE, options(config));
}

export function readRefreshCookie(request: FastifyRequest): string | undefined {
  const cookies: Record<string, unknown> | undefined = request.cookies;
  const value = cookies?.[REFRESH_COOKIE];
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}
