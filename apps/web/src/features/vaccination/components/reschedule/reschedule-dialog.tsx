import { VACCINATION_MESSAGES as TEXT } from '@kukur/contracts';
import { Modal } from 'antd';
import type { Booking } from '../../api/booking-types';
import { RescheduleForm } from './reschedule-form';

export interface RescheduleDialogProps {
  booking: Booking;
  open: boolean;
  onClose: () => void;
}

/** 'Reschedule Appointment': a new centre, date and time for a scheduled booking; starts afresh on every opening. */
export function RescheduleDialog({ booking, open, onClose }: RescheduleDialogProps) {
  return (
    <Modal open={open} title={TEXT.rescheduleTitle} footer={null} onCancel={onClose} destroyOnHidden>
      <RescheduleForm booking={booking} onDone={onClose} />
    </Modal>
  );
}
