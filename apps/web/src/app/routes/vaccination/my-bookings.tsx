import { useCallback, useEffect, useState } from 'react';
import { Navigate, parsePath, useLocation, useNavigation, useSearchParams } from 'react-router-dom';
import { sessionStore, useSession } from '@/features/auth';
import {
  MyBookingsPage,
  myBookingsHref,
  myBookingsRequestOf,
  useVaccinationTexts,
} from '@/features/vaccination';
import { PageSpinner } from '@/shared/ui/page-spinner';
import { returnStateFor } from '../../access';
import { useFeedback } from '@/shared/ui/feedback';

/**
 * /MyBookings (logged-in): the booking named by navigation state ({ bookingId, openReschedule }) or ?id=.
 * A visitor, or a customer whose session the server refused, goes to /login and comes back to this booking.
 */
export function MyBookingsRoute() {
  const { messages } = useVaccinationTexts();
  const { user, initialized } = useSession();
  const location = useLocation();
  const navigation = useNavigation();
  const [search] = useSearchParams();
  const { bookingId, openReschedule } = myBookingsRequestOf(location.state, search);
  // A session that ends while the page is open has expired; one that never was means a visitor.
  const [hadSession, setHadSession] = useState(Boolean(user));
  if (user && !hadSession) setHadSession(true);
  const endSession = useCallback(() => sessionStore.logOut(), []);

  if (!initialized) return <PageSpinner label={messages.checkingSession} />;
  if (!user) {
    // Logging out leaves for /home before ending the session: let that finish.
    if (navigation.state !== 'idle') return null;
    const back = bookingId ? parsePath(myBookingsHref(bookingId)) : location;
    return (
      <SendToLogin
        message={hadSession ? messages.sessionExpired : messages.loginToViewBookings}
        from={{ pathname: back.pathname ?? location.pathname, search: back.search, hash: back.hash }}
      />
    );
  }
  return (
    <MyBookingsPage bookingId={bookingId} openReschedule={openReschedule} onSessionExpired={endSession} />
  );
}

interface SendToLoginProps {
  message: string;
  from: Parameters<typeof returnStateFor>[0];
}

/** Says why, then goes to /login, which brings the customer back to `from` afterwards. */
function SendToLogin({ message, from }: SendToLoginProps) {
  const { notification } = useFeedback();
  const { loginRequiredTitle } = useVaccinationTexts().messages;
  useEffect(() => {
    notification.warning({ key: 'my-bookings-login', title: loginRequiredTitle, description: message });
  }, [notification, message, loginRequiredTitle]);
  return <Navigate to="/login" replace state={returnStateFor(from)} />;
}
