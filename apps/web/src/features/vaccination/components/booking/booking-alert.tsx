import { Alert } from 'antd';
import type { BookingProblem } from '../../utils/booking-rules';

export interface BookingAlertProps {
  problem: BookingProblem | null;
}

/** Why the booking cannot go on; antd's alert role has it read out as soon as it shows. */
export function BookingAlert({ problem }: BookingAlertProps) {
  if (!problem) return null;
  return (
    <Alert
      className="booking-alert"
      type="error"
      showIcon
      title={problem.title}
      description={problem.message}
    />
  );
}
