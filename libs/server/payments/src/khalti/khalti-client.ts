import { Inject, Injectable, Logger } from '@nestjs/common';
import type { AppConfig } from '@kukur/server-kernel';
import { APP_CONFIG, khaltiRefundBaseUrl } from '@kukur/server-kernel';
import {
  KHALTI_STATUSES,
  KhaltiError,
  KhaltiInitiateRequest,
  KhaltiInitiateResponse,
  KhaltiLookupResponse,
  KhaltiRefundRequest,
  KhaltiRefundResponse,
} from './khalti-api';

type Json = Record<string, unknown>;

/** The first message of a Khalti validation error body `{"field": ["message"], "error_key": ...}`. */
function validationMessage(body: Json): string | null {
  for (const [field, value] of Object.entries(body)) {
    if (field === 'error_key' || field === 'status_code') continue;
    if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
    if (typeof value === 'string') return value;
  }
  return null;
}

/**
 * Khalti's ePayment and Refund APIs over HTTPS (or the local sandbox), authenticated with `Key <secret>`.
 * Every call has a time-out, so a slow Khalti never hangs a request; failures become a KhaltiError with a
 * kind.
 */
@Injectable()
export class KhaltiClient {
  private readonly logger = new Logger(KhaltiClient.name);
  private readonly baseUrl: string;
  private readonly refundBaseUrl: string;

  constructor(
    @Inject(APP_CONFIG)
    private readonly config: Pick<
      AppConfig,
      'KHALTI_BASE_URL' | 'KHALTI_REFUND_BASE_URL' | 'KHALTI_SECRET_KEY' | 'KHALTI_TIMEOUT_MS'
    >,
  ) {
    this.baseUrl = config.KHALTI_BASE_URL.endsWith('/')
      ? config.KHALTI_BASE_URL
      : `${config.KHALTI_BASE_URL}/`;
    this.refundBaseUrl = khaltiRefundBaseUrl(config);
  }

  get enabled(): boolean {
    return Boolean(this.config.KHALTI_SECRET_KEY);
  }

  initiate(request: KhaltiInitiateRequest): Promise<KhaltiInitiateResponse> {
    return this.post<KhaltiInitiateResponse>('epayment/initiate/', request, (body) => {
      if (typeof body.pidx !== 'string' || typeof body.payment_url !== 'string')
        return 'no pidx or payment_url';
      return null;
    });
  }

  lookup(pidx: string): Promise<KhaltiLookupResponse> {
    // Khalti answers an expired or canceled payment with 400 and the usual lookup body.
    return this.post<KhaltiLookupResponse>('epayment/lookup/', { pidx }, (body) => {
      if (typeof body.pidx !== 'string' || typeof body.total_amount !== 'number')
        return 'no pidx or total_amount';
      if (!(KHALTI_STATUSES as readonly unknown[]).includes(body.status))
        return `unknown status ${String(body.status)}`;
      return null;
    });
  }

  /**
   * Gives back a paid transaction (`transaction_id` from the lookup): all of it, or `amount` paisa. A refusal
   * (already refunded, amount too large) is a `validation` KhaltiError with Khalti's words; an unknown
   * transaction is `not-found`; a time-out or 5xx is `unavailable` and may or may not have been carried out,
   * so the caller looks the payment up before asking again.
   */
  refund(transactionId: string, request: KhaltiRefundRequest = {}): Promise<KhaltiRefundResponse> {
    const path = `merchant-transaction/${encodeURIComponent(transactionId)}/refund/`;
    const body = Object.fromEntries(Object.entries(request).filter(([, value]) => value !== undefined));
    return this.post<KhaltiRefundResponse>(
      path,
      Object.keys(body).length > 0 ? body : null,
      (answer) => (typeof answer.detail === 'string' ? null : 'no detail'),
      this.refundBaseUrl,
    );
  }

  private async post<T>(
    path: string,
    payload: object | null,
    malformed: (body: Json) => string | null,
    baseUrl = this.baseUrl,
  ): Promise<T> {
    if (!this.config.KHALTI_SECRET_KEY) throw new KhaltiError('unavailable', 'Khalti is not configured');
    let response: Response;
    try {
      response = await fetch(new URL(path, baseUrl), {
        method: 'POST',
        headers: {
          Authorization: `Key ${this.config.KHALTI_SECRET_KEY}`,
          ...(payload ? { 'Content-Type': 'application/json' } : {}),
        },
        ...(payload ? { body: JSON.stringify(payload) } : {}),
        signal: AbortSignal.timeout(this.config.KHALTI_TIMEOUT_MS),
      });
    } catch (error) {
      const reason = error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : String(error);
      this.logger.error({ path, reason }, 'Khalti could not be reached');
      throw new KhaltiError('unavailable', `Khalti ${path}: ${reason}`);
    }
    const body = (await response.json().catch(() => ({}))) as Json;
    if (response.status === 401 || response.status === 403) {
      this.logger.error(
        { path, status: response.status, detail: body.detail },
        'Khalti refused our secret key',
      );
      throw new KhaltiError('auth', `Khalti ${path}: ${response.status}`);
    }
    const isLookupAnswer = typeof body.pidx === 'string' && typeof body.status === 'string';
    if (response.status === 400 && isLookupAnswer && path === 'epayment/lookup/') {
      const problem = malformed(body);
      if (!problem) return body as T;
    }
    // Django REST framework's "Not found." (400 from lookup, 404 from a refund of an unknown transaction).
    if ((response.status === 400 || response.status === 404) && body.detail === 'Not found.') {
      throw new KhaltiError('not-found', `Khalti ${path}: not found`);
    }
    if (response.status === 400) {
      const message = validationMessage(body);
      this.logger.warn({ path, body }, 'Khalti refused the request');
      throw new KhaltiError('validation', `Khalti ${path}: ${message ?? 'validation error'}`, message);
    }
    if (!response.ok) {
      this.logger.error({ path, status: response.status }, 'Khalti answered with an error');
      throw new KhaltiError('unavailable', `Khalti ${path}: ${response.status}`);
    }
    const problem = malformed(body);
    if (problem) {
      this.logger.error({ path, problem }, 'Khalti answered something unexpected');
      throw new KhaltiError('unavailable', `Khalti ${path}: ${problem}`);
    }
    return body as T;
  }
}
