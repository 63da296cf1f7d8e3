import { VACCINATION_MESSAGES } from '@kukur/contracts';

/** Labels of the booking changes a customer makes (cancel, reschedule); quoted texts come from the contracts. */
export const BOOKING_CHANGE_TEXT = {
  reschedule: 'Reschedule',
  rescheduleLabel: (reference: string) => `Reschedule appointment #${reference}`,
  cancel: 'Cancel Booking',
  cancelLabel: (reference: string) => `Cancel appointment #${reference}`,
  cancelDialogTitle: 'Cancel this appointment?',
  cancelConfirm: VACCINATION_MESSAGES.cancelConfirm,
  cancelConfirmOk: 'Cancel Appointment',
  keepAppointment: 'Keep Appointment',
} as const;
