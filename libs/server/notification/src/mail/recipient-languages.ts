import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { DEFAULT_LANGUAGE } from '@kukur/contracts';
import type { Language } from '@kukur/contracts';
import { PreferredLanguagesQuery } from '@kukur/server-identity';
import type { EmailToSend } from '../emails/email-rule';

/**
 * The language each e-mail is written in: the recipient account's language; for an address without an
 * account, what the event says they chose (a signup, a newsletter subscription); else English.
 */
@Injectable()
export class RecipientLanguages {
  constructor(private readonly queryBus: QueryBus) {}

  async of(emails: readonly EmailToSend[]): Promise<Language[]> {
    const accounts = await this.queryBus.execute(
      new PreferredLanguagesQuery([...new Set(emails.map((email) => email.to))]),
    );
    return emails.map((email) => accounts.get(email.to) ?? email.language ?? DEFAULT_LANGUAGE);
  }
}
