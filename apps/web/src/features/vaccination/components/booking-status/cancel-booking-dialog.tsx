import { VACCINATION_MESSAGES as TEXT } from '@kukur/contracts';

import { ApiError } from '@/shared/api';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { useCancelBooking } from '../../api/cancel-booking';
import { BOOKING_CHANGE_TEXT } from './booking-change-texts';
import { useFeedback } from '@/shared/ui/feedback';

export interface CancelBookingDialogProps {
  /** The booking to cancel; kept while the dialog closes so its texts stay. */
  bookingId: string | null;
  open: boolean;
  onClose: () => void;
}

/**
 * Asks the spec's question, then cancels: 'Appointment Cancelled', or 'Cancellation Failed' with the server's
 * message. The cached booking is replaced by the server's answer, so every view shows the new status.
 */
export function CancelBookingDialog({ bookingId, open, onClose }: CancelBookingDialogProps) {
  const { notification } = useFeedback();
  const cancel = useCancelBooking();

  const confirm = async () => {
    if (!bookingId) return;
    try {
      await cancel.mutateAsync(bookingId);
      notification.success({ title: TEXT.cancelledTitle, description: TEXT.cancelled });
    } catch (error) {
      notification.error({
        title: TEXT.cancelFailedTitle,
        description: (error instanceof ApiError && error.serverMessage) || TEXT.cancelFailed,
      });
    } finally {
      onClose();
    }
  };

  return (
    <ConfirmDialog
      open={open}
      title={BOOKING_CHANGE_TEXT.cancelDialogTitle}
      text={BOOKING_CHANGE_TEXT.cancelConfirm}
      confirmText={BOOKING_CHANGE_TEXT.cancelConfirmOk}
      cancelText={BOOKING_CHANGE_TEXT.keepAppointment}
      loading={cancel.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
