import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { useCancelBooking } from '../../api/cancel-booking';
import { useErrorText } from '@/shared/i18n';
import { useVaccinationTexts } from '../../vaccination-texts';
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
  const { messages: TEXT, change: changeTexts } = useVaccinationTexts();
  const errorText = useErrorText();
  const cancel = useCancelBooking();

  const confirm = async () => {
    if (!bookingId) return;
    try {
      await cancel.mutateAsync(bookingId);
      notification.success({ title: TEXT.cancelledTitle, description: TEXT.cancelled });
    } catch (error) {
      notification.error({
        title: TEXT.cancelFailedTitle,
        description: errorText(error, TEXT.cancelFailed),
      });
    } finally {
      onClose();
    }
  };

  return (
    <ConfirmDialog
      open={open}
      title={changeTexts.cancelDialogTitle}
      text={changeTexts.cancelConfirm}
      confirmText={changeTexts.cancelConfirmOk}
      cancelText={changeTexts.keepAppointment}
      loading={cancel.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
