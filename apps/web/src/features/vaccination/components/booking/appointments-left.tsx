import ExclamationCircleOutlined from '@ant-design/icons-svg/es/asn/ExclamationCircleOutlined';
import { Icon } from '@/shared/ui/icon';
import { useAvailability } from '../../api/get-availability';
import { appointmentsLeftOf } from '../../utils/booking-availability';
import { useVaccinationTexts } from '../../vaccination-texts';

/**
 * 'Only N appointments left this week', counted from the free places of every centre over the next
 * seven days; said plainly when none are free. Nothing while loading, or when plenty are free.
 */
export function AppointmentsLeft() {
  const texts = useVaccinationTexts();
  const availability = useAvailability({});
  if (!availability.data) return null;
  const left = appointmentsLeftOf(availability.data.free);
  if (left.kind === 'plenty') return null;
  return (
    <p className="appointments-left" role="status">
      <Icon svg={ExclamationCircleOutlined} />{' '}
      {left.kind === 'few' ? (
        texts.appointmentsLeft(left.count)
      ) : (
        <>
          <strong>{texts.noAppointments}</strong> {texts.noAppointmentsHint}
        </>
      )}
    </p>
  );
}
