import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '@kukur/server-kernel';
import { APP_CONFIG } from '@kukur/server-kernel';
import { MarketingTokens } from './marketing-token';

/** What a marketing e-mail carries so its reader can leave: the page link and the RFC 8058 headers. */
export interface UnsubscribeLinks {
  /** The shop's page that says what will happen and unsubscribes with a button (never on a bare GET). */
  pageUrl: string;
  /** The API address a mail client POSTs `List-Unsubscribe=One-Click` to. */
  oneClickUrl: string;
  headers: Record<string, string>;
}

/**
 * The links of marketing e-mails, signed for their address. There is no mailto: variant in
 * List-Unsubscribe: nothing reads the shop's inbox, so such a request would go unanswered.
 */
@Injectable()
export class MarketingLinks {
  readonly tokens: MarketingTokens;
  private readonly publicUrl: string;

  constructor(@Inject(APP_CONFIG) config: Pick<AppConfig, 'AUTH_SECRET' | 'PUBLIC_URL'>) {
    this.tokens = new MarketingTokens(config.AUTH_SECRET);
    this.publicUrl = config.PUBLIC_URL.replace(/\/$/, '');
  }

  confirmUrl(email: string): string {
    return `${this.publicUrl}/newsletter/confirm?token=${this.tokens.sign('newsletter-confirm', email)}`;
  }

  unsubscribe(email: string): UnsubscribeLinks {
    const token = this.tokens.sign('unsubscribe', email);
    const oneClickUrl = `${this.publicUrl}/api/newsletter/unsubscribe?token=${token}`;
    return {
      pageUrl: `${this.publicUrl}/unsubscribe?token=${token}`,
      oneClickUrl,
      headers: {
        'List-Unsubscribe': `<${oneClickUrl}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    };
  }
}
