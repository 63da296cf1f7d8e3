import { useCallback } from 'react';
import type { BookingOwner } from '../../utils/booking-form';
import { useFeedback } from '@/shared/ui/feedback';
import { useVaccinationTexts } from '../../vaccination-texts';

/**
 * Booking needs an account (spec section 5): for a visitor, a 'Login Required' warning and the way to
 * /login (the caller brings them back). Returns whether the customer may go on.
 */
export function useLoginFirst(owner: BookingOwner | null, onLoginRequired: () => void): () => boolean {
  const { notification } = useFeedback();
  const { messages } = useVaccinationTexts();
  return useCallback(() => {
    if (owner) return true;
    notification.warning({ title: messages.loginRequiredTitle, description: messages.loginToSchedule });
    onLoginRequired();
    return false;
  }, [owner, onLoginRequired, notification, messages]);
}
