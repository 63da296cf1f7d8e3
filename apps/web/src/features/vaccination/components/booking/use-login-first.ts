import { VACCINATION_MESSAGES as TEXT } from '@kukur/contracts';

import { useCallback } from 'react';
import type { BookingOwner } from '../../utils/booking-form';
import { useFeedback } from '@/shared/ui/feedback';

/**
 * Booking needs an account (spec section 5): for a visitor, a 'Login Required' warning and the way to
 * /login (the caller brings them back). Returns whether the customer may go on.
 */
export function useLoginFirst(owner: BookingOwner | null, onLoginRequired: () => void): () => boolean {
  const { notification } = useFeedback();
  return useCallback(() => {
    if (owner) return true;
    notification.warning({ title: TEXT.loginRequiredTitle, description: TEXT.loginToSchedule });
    onLoginRequired();
    return false;
  }, [owner, onLoginRequired, notification]);
}
