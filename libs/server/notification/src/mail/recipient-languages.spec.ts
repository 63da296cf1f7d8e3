import type { MikroORM } from '@mikro-orm/postgresql';
import type { QueryBus } from '@nestjs/cqrs';
import { describe, expect, it } from 'vitest';
import type { Language } from '@kukur/contracts';
import { PreferredLanguagesQuery } from '@kukur/server-identity';
import { RecipientLanguages } from './recipient-languages';

/** Accounts by address, answered as the identity module's query would; notes every query it is asked. */
function accountsAnswering(accounts: Record<string, Language>) {
  const asked: string[][] = [];
  const queryBus = {
    execute: async (query: PreferredLanguagesQuery) => {
      asked.push([...query.emails]);
      return new Map(query.emails.flatMap((email) => (accounts[email] ? [[email, accounts[email]]] : [])));
    },
  } as unknown as QueryBus;
  return { asked, languages: new RecipientLanguages(queryBus, {} as MikroORM) };
}

describe('RecipientLanguages', () => {
  it("answers the account's language, else the event's, else English", async () => {
    const { languages } = accountsAnswering({ 'sita@example.com': 'ne' });
    expect(
      await languages.of([
        { to: 'sita@example.com', language: 'en' },
        { to: 'ram@example.com', language: 'ne' },
        { to: 'hari@example.com' },
      ]),
    ).toEqual(['ne', 'ne', 'en']);
  });

  it('looks up the accounts of e-mails asked for at once in one query', async () => {
    const { asked, languages } = accountsAnswering({ 'sita@example.com': 'ne', 'gita@example.com': 'en' });
    const answers = await Promise.all([
      languages.of([{ to: 'sita@example.com' }]),
      languages.of([{ to: 'gita@example.com' }, { to: 'sita@example.com' }]),
      languages.of([{ to: 'nobody@example.com', language: 'ne' }]),
    ]);
    expect(answers).toEqual([['ne'], ['en', 'ne'], ['ne']]);
    expect(asked).toEqual([['sita@example.com', 'gita@example.com', 'nobody@example.com']]);
  });
});
