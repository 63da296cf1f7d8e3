import type { Booking } from '../../api/booking-types';
import { BookingStatusTag } from '@/shared/vaccination';
import { useVaccinationTexts } from '../../vaccination-texts';
import { StatementSection } from './statement-section';
import { StatementVaccines } from './statement-vaccines';

/** The printable booking statement: reference, status, appointment, owner, centre, pet and vaccines, instructions. */
export function BookingStatement({ booking }: { booking: Booking }) {
  const { statement: TEXT, format } = useVaccinationTexts();
  const orNotSpecified = (value: string | null | undefined) => value?.trim() || TEXT.notSpecified;
  const { patient, dog, center } = booking;
  return (
    <article className="booking-statement" aria-labelledby="booking-statement-title">
      <header className="booking-statement__head">
        <div>
          <p className="booking-statement__brand">{TEXT.shopName}</p>
          <h1 className="booking-statement__title" id="booking-statement-title">
            {TEXT.title}
          </h1>
          <p className="booking-statement__reference">{TEXT.reference(booking.reference)}</p>
        </div>
        <div className="booking-statement__status">
          <span className="booking-statement__status-label">{TEXT.status}</span>
          <BookingStatusTag status={booking.status} label={format.status(booking.status)} />
        </div>
      </header>

      <div className="booking-statement__grid">
        <StatementSection
          id="appointment"
          title={TEXT.appointment}
          facts={[
            { label: TEXT.date, value: format.weekdayDate(booking.appointmentDate) },
            { label: TEXT.bsDate, value: format.bsDate(booking.appointmentDate) },
            { label: TEXT.time, value: format.nepalClock(booking.appointmentTime) },
            {
              label: TEXT.contactCode,
              value: (
                <>
                  <span className="booking-statement__code">{booking.contactCode}</span>
                  <span className="booking-statement__hint">{TEXT.contactCodeHint}</span>
                </>
              ),
            },
          ]}
        />
        <StatementSection
          id="owner"
          title={TEXT.owner}
          facts={[
            { label: TEXT.name, value: orNotSpecified(patient.name) },
            { label: TEXT.phone, value: orNotSpecified(patient.phoneNumber) },
            { label: TEXT.city, value: orNotSpecified(patient.city) },
            { label: TEXT.email, value: orNotSpecified(patient.email || booking.userEmail) },
          ]}
        />
        <StatementSection
          id="center"
          title={TEXT.center}
          facts={[
            { label: TEXT.name, value: orNotSpecified(center.name) },
            { label: TEXT.address, value: [center.address, center.city].filter(Boolean).join(', ') },
            { label: TEXT.hours, value: orNotSpecified(center.openingHours) },
            { label: TEXT.phone, value: orNotSpecified(center.phone) },
          ]}
        />
        <StatementSection
          id="pet"
          title={TEXT.pet}
          facts={[
            { label: TEXT.dogName, value: orNotSpecified(dog.name) },
            { label: TEXT.breed, value: orNotSpecified(dog.breed) },
            { label: TEXT.behaviour, value: orNotSpecified(format.behaviour(dog.behaviour)) },
          ]}
        >
          <StatementVaccines booking={booking} />
        </StatementSection>
      </div>

      <StatementSection id="special-instructions" title={TEXT.specialInstructions}>
        <p className="booking-statement__text">{patient.specialInstructions?.trim() || TEXT.none}</p>
      </StatementSection>

      <StatementSection id="instructions" title={TEXT.instructions}>
        <ul className="booking-statement__instructions">
          {TEXT.instructionList.map((instruction) => (
            <li key={instruction}>{instruction}</li>
          ))}
        </ul>
      </StatementSection>
    </article>
  );
}
