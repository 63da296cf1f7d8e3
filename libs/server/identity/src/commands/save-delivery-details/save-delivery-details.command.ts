import { Command } from '@nestjs/cqrs';
import type { UserDto } from '../../http/user.response.dto';
import type { AuthenticatedUser } from '../../session/access-token-claims';

export interface SavedDeliveryDetails {
  phoneNumber: string;
  city: string;
  colony: string;
}

/** A customer keeps their phone, city and colony for the next checkout (Edit Profile, or checkout itself). */
export class SaveDeliveryDetailsCommand extends Command<UserDto> {
  constructor(
    readonly actor: AuthenticatedUser,
    readonly userId: string,
    readonly details: SavedDeliveryDetails,
  ) {
    super();
  }
}
