import { Query } from '@nestjs/cqrs';
import type { Language } from '@kukur/contracts';

/**
 * The language each of these addresses' accounts reads its e-mails in (the active account, else the
 * latest deleted one: its farewell e-mail), keyed by the address as given. An address without an account is left out: its e-mail follows what its sender knows.
 */
export class PreferredLanguagesQuery extends Query<Map<string, Language>> {
  constructor(readonly emails: readonly string[]) {
    super();
  }
}
