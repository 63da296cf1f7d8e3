import { Modal } from 'antd';
import type { Booking } from '../../api/booking-types';
import { useVaccinationTexts } from '../../vaccination-texts';
import { RescheduleForm } from './reschedule-form';

export interface RescheduleDialogProps {
  booking: Booking;
  open: boolean;
  onClose: () => void;
}

/** 'Reschedule Appointment': a new centre, date and time for a scheduled booking; starts afresh on every opening. */
export function RescheduleDialog({ booking, open, onClose }: RescheduleDialogProps) {
  const { messages } = useVaccinationTexts();
  return (
    <Modal open={open} title={messages.rescheduleTitle} footer={null} onCancel={onClose} destroyOnHidden>
      <RescheduleForm booking={booking} onDone={onClose} />
    </Modal>
  );
}
