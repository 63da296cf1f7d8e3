import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '@kukur/server-kernel';
import { APP_CONFIG, SecretBox } from '@kukur/server-kernel';
import { EmailTools } from '../emails/email-rule';
import { MarketingLinks } from '../marketing/marketing-links';

/** 'Kukur Pasal <hello@kukurpasal.com.np>' -> its name and address. */
export function parseSender(from: string, fallbackName: string): { name: string; email: string } {
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(from);
  return match
    ? { name: match[1]!.trim() || fallbackName, email: match[2]!.trim() }
    : { name: fallbackName, email: from.trim() };
}

/** The tools e-mail rules get in the worker: opening sealed values with the shared AUTH_SECRET, the shop's links. */
@Injectable()
export class WorkerEmailTools implements EmailTools {
  readonly publicUrl: string;
  readonly shopName: string;
  readonly sender: { name: string; email: string };
  // Deriving a box's key costs a hash; one box per purpose serves every e-mail.
  private readonly boxes = new Map<string, SecretBox>();

  constructor(
    @Inject(APP_CONFIG)
    private readonly config: Pick<AppConfig, 'AUTH_SECRET' | 'PUBLIC_URL' | 'SHOP_NAME' | 'MAIL_FROM'>,
    private readonly links: MarketingLinks,
  ) {
    this.publicUrl = config.PUBLIC_URL.replace(/\/$/, '');
    this.shopName = config.SHOP_NAME;
    this.sender = parseSender(config.MAIL_FROM, config.SHOP_NAME);
  }

  confirmSubscriptionUrl(email: string): string {
    return this.links.confirmUrl(email);
  }

  open(purpose: string, sealed: string): string {
    let box = this.boxes.get(purpose);
    if (!box) {
      box = new SecretBox(this.config.AUTH_SECRET, purpose);
      this.boxes.set(purpose, box);
    }
    return box.open(sealed);
  }
}
