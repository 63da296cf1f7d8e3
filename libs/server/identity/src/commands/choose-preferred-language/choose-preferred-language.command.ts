import { Command } from '@nestjs/cqrs';
import type { Language } from '@kukur/contracts';
import type { UserDto } from '../../http/user.response.dto';

/** A customer chooses the language of their e-mails (the language switch, or the profile). */
export class ChoosePreferredLanguageCommand extends Command<UserDto> {
  constructor(
    readonly userId: string,
    readonly language: Language,
  ) {
    super();
  }
}
