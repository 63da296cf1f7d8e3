import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { isLanguage, normalizeEmail } from '@kukur/contracts';
import type { Language } from '@kukur/contracts';
import { PreferredLanguagesQuery } from './preferred-languages.query';

@QueryHandler(PreferredLanguagesQuery)
export class PreferredLanguagesHandler implements IQueryHandler<PreferredLanguagesQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ emails }: PreferredLanguagesQuery): Promise<Map<string, Language>> {
    const languages = new Map<string, Language>();
    if (emails.length === 0) return languages;
    const normalized = emails.map((email) => normalizeEmail(email));
    const rows = await this.em.getConnection().execute<{ email: string; preferred_language: string }[]>(
      // A deleted account still names its language (its farewell e-mail); an active one of the address wins.
      `select distinct on (email) email, preferred_language from app_user
        where email in (?) order by email, deleted_at desc nulls first`,
      [normalized],
    );
    const byAddress = new Map(rows.map((row) => [row.email, row.preferred_language]));
    emails.forEach((email, index) => {
      const language = byAddress.get(normalized[index]!);
      if (isLanguage(language)) languages.set(email, language);
    });
    return languages;
  }
}
