import { ArrowLeftOutlined, CalendarOutlined, CloseCircleOutlined, PrinterOutlined } from '@ant-design/icons';
import { canCustomerReschedule } from '@kukur/contracts';
import { Button } from 'antd';
import { useLocation, useNavigate } from 'react-router-dom';
import type { Booking } from '../../api/booking-types';
import { canCancelNow } from '../../utils/booking-status';
import { useVaccinationTexts } from '../../vaccination-texts';

export interface StatementActionsProps {
  booking: Booking;
  onReschedule: () => void;
  onCancel: () => void;
}

/** Print and Back always; Reschedule while scheduled; Cancel Booking while scheduled or confirmed and ahead. */
export function StatementActions({ booking, onReschedule, onCancel }: StatementActionsProps) {
  const { statement: TEXT, change: changeTexts } = useVaccinationTexts();
  const navigate = useNavigate();
  const { key } = useLocation();
  // Opened from a bookmark or an e-mail there is no page of ours to go back to.
  const goBack = () => (key === 'default' ? navigate('/profile') : navigate(-1));

  return (
    <div className="statement-actions" role="group" aria-label={TEXT.actionsLabel}>
      <Button icon={<ArrowLeftOutlined aria-hidden />} onClick={goBack}>
        {TEXT.back}
      </Button>
      <Button icon={<PrinterOutlined aria-hidden />} onClick={() => window.print()}>
        {TEXT.print}
      </Button>
      {canCustomerReschedule(booking) && (
        <Button type="primary" icon={<CalendarOutlined aria-hidden />} onClick={onReschedule}>
          {changeTexts.reschedule}
        </Button>
      )}
      {canCancelNow(booking) && (
        <Button danger icon={<CloseCircleOutlined aria-hidden />} onClick={onCancel}>
          {changeTexts.cancel}
        </Button>
      )}
    </div>
  );
}
