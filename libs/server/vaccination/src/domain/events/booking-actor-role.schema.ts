import { z } from '@kukur/server-kernel';
import type { BookingActorRole } from '../booking-history-entry.entity';

/** Who changed a booking, as its events carry it. */
export const bookingActorRoleSchema = z.enum([
  'customer',
  'admin',
  'system',
]) satisfies z.ZodType<BookingActorRole>;
