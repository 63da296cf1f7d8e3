import type { AuthenticatedUser } from '@kukur/server-identity';
import type { BookingActor } from './booking-history-entry.entity';

/** Who a logged-in caller is in a booking's history. */
export function actorOf(user: AuthenticatedUser): BookingActor {
  return { id: user.id, role: user.role === 'admin' ? 'admin' : 'customer' };
}
