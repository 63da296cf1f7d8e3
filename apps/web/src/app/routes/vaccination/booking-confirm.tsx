import { Navigate, useLocation, useParams } from 'react-router-dom';
import { useSession } from '@/features/auth';
import {
  BookingConfirmationPage,
  bookingFromState,
  bookingIdFromState,
  rememberedBookingId,
  useVaccinationTexts,
} from '@/features/vaccination';
import { PageSpinner } from '@/shared/ui/page-spinner';
import { decideAccess, returnStateFor } from '../../access';

/**
 * /BookingConfirm/:id and /BookingConfirm: the booking named by the address, else by the navigation state
 * (the wizard passes the booking), else the one last shown in this tab; with none, home. Only its owner
 * may see it: a visitor logs in first and comes back to the booking's own address.
 */
export function BookingConfirmRoute() {
  const { id: idFromPath } = useParams();
  const location = useLocation();
  const { messages } = useVaccinationTexts();
  const { user, initialized } = useSession();
  const fromState = bookingFromState(location.state);
  const bookingId = idFromPath?.trim() || bookingIdFromState(location.state) || rememberedBookingId();

  if (!bookingId) return <Navigate to="/" replace />;
  if (!initialized) return <PageSpinner label={messages.checkingSession} />;

  const access = decideAccess('loggedIn', user);
  if (!access.allowed) {
    const returnTo = returnStateFor({ pathname: `/BookingConfirm/${encodeURIComponent(bookingId)}` });
    return <Navigate to={access.redirectTo} replace state={access.returnAfterLogin ? returnTo : undefined} />;
  }
  return <BookingConfirmationPage key={bookingId} bookingId={bookingId} initialBooking={fromState} />;
}
