import { MikroORM } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { DEFAULT_LANGUAGE, isLanguage } from '@kukur/contracts';
import type { Language } from '@kukur/contracts';
import { PreferredLanguagesQuery } from '@kukur/server-identity';
import type { EmailToSend } from '../emails/email-rule';
import { Coalescer } from './coalescer';

/**
 * The language each e-mail is written in: the recipient account's language; for an address without an
 * account, what the event says they chose (a signup, a newsletter subscription), else (`subscriptions`,
 * for announcements) the language their newsletter subscription keeps; else English.
 */
@Injectable()
export class RecipientLanguages {
  /**
   * The account look-ups of the jobs running at once, one query for all of them: without it every e-mail
   * job cost the database a statement of its own.
   */
  private readonly accountLookups = new Coalescer((lists: string[][]) => this.accountLanguages(lists));

  constructor(
    private readonly queryBus: QueryBus,
    private readonly orm: MikroORM,
  ) {}

  async of(
    emails: readonly Pick<EmailToSend, 'to' | 'language'>[],
    { subscriptions = false }: { subscriptions?: boolean } = {},
  ): Promise<Language[]> {
    const addresses = [...new Set(emails.map((email) => email.to))];
    const accounts = await this.accountLookups.run(addresses);
    // Event e-mails carry a subscriber's language in their payload: only announcements need this look-up.
    const subscribers = subscriptions
      ? await this.subscriptionLanguages(addresses.filter((address) => !accounts.has(address)))
      : new Map<string, Language>();
    return emails.map(
      (email) => accounts.get(email.to) ?? email.language ?? subscribers.get(email.to) ?? DEFAULT_LANGUAGE,
    );
  }

  private async accountLanguages(lists: string[][]): Promise<Map<string, Language>[]> {
    const languages = await this.queryBus.execute(new PreferredLanguagesQuery([...new Set(lists.flat())]));
    return lists.map(() => languages);
  }

  private async subscriptionLanguages(addresses: string[]): Promise<Map<string, Language>> {
    if (addresses.length === 0) return new Map();
    const rows = await this.orm.em
      .fork()
      .getConnection()
      .execute<{ email: string; language: string }[]>(
        'select email, language from newsletter_subscription where email in (?)',
        [addresses],
      );
    return new Map(
      rows.flatMap((row) => (isLanguage(row.language) ? [[row.email, row.language] as const] : [])),
    );
  }
}
