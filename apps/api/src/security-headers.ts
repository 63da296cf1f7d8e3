import type { AppConfig } from '@kukur/server-kernel';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import { LOAD_SCRIPTS_AFTER_PAINT_SOURCE } from './ssr/scripts-after-paint';

/** Google Identity Services, as its CSP guide lists it (only when Google sign-in is on). */
const GOOGLE_SIGN_IN = 'https://accounts.google.com/gsi/';

/**
 * Security headers on every answer (SPA, API, /media, Swagger UI). The access token sits in local storage, so
 * the CSP is what keeps an injected script from running: scripts only from this origin (and Google's sign-in
 * when configured), and the one inline script of a server-rendered page, by its hash. Styles allow inline
 * because Ant Design and Leaflet set styles at run time; images come from https anywhere (product images may
 * be https URLs, map tiles come from a configurable tile server).
 *
 * helmet writes the same headers for every request, so it runs once, here, and the API sets what it wrote
 * (eleven middlewares per request before).
 */
export function securityHeaders(config: AppConfig): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = value),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  let failure: unknown;
  helmetFor(config)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
}

function helmetFor(config: AppConfig) {
  const google = config.GOOGLE_CLIENT_ID ? [GOOGLE_SIGN_IN] : [];
  const https = config.PUBLIC_URL.startsWith('https://');
  // Uploaded images in a bucket (MEDIA_STORAGE=s3) may be served over plain http (e.g. a local MinIO).
  const mediaOrigin =
    config.MEDIA_STORAGE === 's3' && config.MEDIA_PUBLIC_URL ? [new URL(config.MEDIA_PUBLIC_URL).origin] : [];
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", LOAD_SCRIPTS_AFTER_PAINT_SOURCE, ...google.map((origin) => `${origin}client`)],
        styleSrc: ["'self'", "'unsafe-inline'", ...google.map((origin) => `${origin}style`)],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...mediaOrigin],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...google],
        frameSrc: google.length ? google : ["'none'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: https ? { maxAge: 180 * 24 * 3600, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
    xContentTypeOptions: true,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Google's sign-in popup talks back to its opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    // Product images are also shown by mail clients, on other origins.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });
}
