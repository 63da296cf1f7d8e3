import { CalendarOutlined, HeartOutlined, HomeOutlined, UserOutlined } from '@ant-design/icons';
import type { Booking } from '../../api/booking-types';
import { useVaccinationTexts } from '../../vaccination-texts';
import { DetailsCard } from './details-card';
import { VaccinesCard } from './vaccines-card';

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
const joined = (...parts: (string | null | undefined)[]) => parts.filter((part) => part?.trim()).join(', ');

/** Everything the booking says: appointment, owner, dog, centre, vaccines and what to pay. */
export function BookingDetails({ booking }: { booking: Booking }) {
  const { format, confirm } = useVaccinationTexts();
  const TEXT = confirm.details;
  const { patient, dog, center } = booking;
  return (
    <div className="confirm-details-grid">
      <DetailsCard
        id="appointment"
        title={TEXT.appointment}
        icon={<CalendarOutlined aria-hidden />}
        rows={[
          { term: TEXT.date, value: format.weekdayDate(booking.appointmentDate) },
          { term: TEXT.bsDate, value: format.bsDate(booking.appointmentDate) },
          { term: TEXT.time, value: format.nepalClock(booking.appointmentTime) },
          { term: TEXT.pet, value: dog.name },
        ]}
      />
      <DetailsCard
        id="owner"
        title={TEXT.owner}
        icon={<UserOutlined aria-hidden />}
        rows={[
          { term: TEXT.ownerName, value: patient.name },
          { term: TEXT.phone, value: patient.phoneNumber },
          { term: TEXT.city, value: patient.city },
        ]}
      />
      <DetailsCard
        id="dog"
        title={TEXT.dog}
        icon={<HeartOutlined aria-hidden />}
        rows={[
          { term: TEXT.dogName, value: dog.name },
          { term: TEXT.breed, value: dog.breed },
          { term: TEXT.behaviour, value: format.behaviour(dog.behaviour) },
        ]}
      />
      <DetailsCard
        id="centre"
        title={TEXT.centre}
        icon={<HomeOutlined aria-hidden />}
        rows={[
          { term: TEXT.centreName, value: center.name || booking.vaccinationCenter },
          { term: TEXT.address, value: joined(center.address, center.city) },
          { term: TEXT.hours, value: center.openingHours },
          { term: TEXT.centrePhone, value: center.phone, href: telHref(center.phone ?? '') },
        ]}
      />
      <VaccinesCard vaccines={booking.vaccines} total={booking.totalAmount} />
    </div>
  );
}
