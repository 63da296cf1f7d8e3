import { Command } from '@nestjs/cqrs';
import type { UserDto } from '../../http/user.response.dto';

/** A customer turns marketing e-mail (newsletter and product announcements) on or off in the profile. */
export class SetMarketingConsentCommand extends Command<UserDto> {
  constructor(
    readonly userId: string,
    readonly optIn: boolean,
  ) {
    super();
  }
}
