import { CalendarOutlined, CloseCircleOutlined, EyeOutlined } from '@ant-design/icons';
import { canCustomerReschedule, formatDateWithBs } from '@kukur/contracts';
import { Button } from 'antd';
import { ButtonLink } from '@/shared/ui/button-link';
import type { Booking } from '../../api/booking-types';
import { BookingStatusTag } from '@/shared/vaccination';
import { myBookingsHref } from '../my-bookings/my-bookings-location';
import { canCancelNow } from '../../utils/booking-status';
import { useVaccinationTexts } from '../../vaccination-texts';

export interface BookingCardProps {
  booking: Booking;
  onReschedule: () => void;
  onCancel: () => void;
}

/** One booking of the profile: date, time, status, dog, vaccine, centre and reference, with its actions. */
export function BookingCard({ booking, onReschedule, onCancel }: BookingCardProps) {
  const { list: TEXT, change: changeTexts, format, language } = useVaccinationTexts();
  const titleId = `booking-${booking.id}-title`;
  const vaccines = booking.vaccines.map((vaccine) => vaccine.name).join(', ') || TEXT.notSpecified;
  const facts = [
    { label: TEXT.date, value: formatDateWithBs(booking.appointmentDate, language) ?? TEXT.notSpecified },
    { label: TEXT.time, value: format.nepalClock(booking.appointmentTime) },
    { label: TEXT.dog, value: booking.dog.name || TEXT.notSpecified },
    { label: TEXT.vaccine, value: vaccines },
    { label: TEXT.center, value: booking.center.name || booking.vaccinationCenter },
  ];

  return (
    <li className="booking-card">
      <article aria-labelledby={titleId}>
        <header className="booking-card__head">
          <h4 className="booking-card__title" id={titleId}>
            {TEXT.title(booking.reference)}
          </h4>
          <BookingStatusTag status={booking.status} label={format.status(booking.status)} />
        </header>
        <dl className="booking-card__facts">
          {facts.map((fact) => (
            <div key={fact.label}>
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
        <footer className="booking-card__actions">
          <ButtonLink
            to={myBookingsHref(booking.id)}
            icon={<EyeOutlined aria-hidden />}
            aria-label={TEXT.viewLabel(booking.reference)}
          >
            {TEXT.view}
          </ButtonLink>
          {canCustomerReschedule(booking) && (
            <Button
              type="primary"
              icon={<CalendarOutlined aria-hidden />}
              aria-label={changeTexts.rescheduleLabel(booking.reference)}
              onClick={onReschedule}
            >
              {changeTexts.reschedule}
            </Button>
          )}
          {canCancelNow(booking) && (
            <Button
              danger
              icon={<CloseCircleOutlined aria-hidden />}
              aria-label={changeTexts.cancelLabel(booking.reference)}
              onClick={onCancel}
            >
              {changeTexts.cancel}
            </Button>
          )}
        </footer>
      </article>
    </li>
  );
}
