import {
  AdminDetails,
  DetailsBlock as Block,
  DetailsFact as Fact,
  HistoryTimeline,
  SentEmails,
} from '@/shared/admin';
import { formatPrice } from '@/shared/format';
import type { AdminBooking } from '../api/admin-booking-types';
import { ADMIN_BOOKINGS_MESSAGES as TEXT } from '../admin-bookings-messages';
import { clockLabel, longDate } from '@/shared/vaccination';
import { hasEmail, nepalMomentLabel } from '../utils/booking-admin-display';

/**
 * A booking's expanded row: owner, dog, doses and total, centre and appointment, the history timeline and
 * the e-mails sent.
 */
export function BookingDetails({ booking }: { booking: AdminBooking }) {
  const id = `booking-details-${booking.id}`;
  const { patient, dog, center } = booking;
  return (
    <AdminDetails className="booking-details" label={TEXT.detailsLabel(booking.reference)}>
      <Block id={`${id}-owner`} title={TEXT.owner}>
        <dl>
          <Fact label={TEXT.name}>{patient.name}</Fact>
          <Fact label={TEXT.phone}>{patient.phoneNumber}</Fact>
          <Fact label={TEXT.email}>{hasEmail(booking) ? booking.userEmail : null}</Fact>
          <Fact label={TEXT.city}>{patient.city}</Fact>
          <Fact label={TEXT.address}>{patient.address}</Fact>
        </dl>
      </Block>

      <Block id={`${id}-dog`} title={TEXT.dog}>
        <dl>
          <Fact label={TEXT.name}>{dog.name}</Fact>
          <Fact label={TEXT.breed}>{dog.breed}</Fact>
          <Fact label={TEXT.behaviour}>{dog.behaviour}</Fact>
          <Fact label={TEXT.instructions}>{patient.specialInstructions}</Fact>
        </dl>
      </Block>

      <Block id={`${id}-vaccines`} title={TEXT.vaccines}>
        <table className="admin-details__table" aria-labelledby={`${id}-vaccines`}>
          <thead>
            <tr>
              <th scope="col">{TEXT.vaccine}</th>
              <th scope="col">{TEXT.dose}</th>
              <th scope="col">{TEXT.nextDose}</th>
              <th scope="col">{TEXT.price}</th>
            </tr>
          </thead>
          <tbody>
            {booking.vaccines.map((vaccine) => (
              <tr key={vaccine.productId}>
                <th scope="row">{vaccine.name}</th>
                <td>{vaccine.doseNumber}</td>
                <td>
                  {vaccine.nextDoseAfterDays ? TEXT.nextDoseAfter(vaccine.nextDoseAfterDays) : TEXT.none}
                </td>
                <td>{formatPrice(vaccine.price)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <dl className="admin-details__totals">
          <Fact label={TEXT.total}>{formatPrice(booking.totalAmount)}</Fact>
        </dl>
      </Block>

      <Block id={`${id}-center`} title={TEXT.appointment}>
        <dl>
          <Fact label={TEXT.appointment}>
            {longDate(booking.appointmentDate)}, {clockLabel(booking.appointmentTime)}
          </Fact>
          <Fact label={TEXT.center}>{center.name}</Fact>
          <Fact label={TEXT.address}>{[center.address, center.city].filter(Boolean).join(', ')}</Fact>
          <Fact label={TEXT.phone}>{center.phone}</Fact>
          <Fact label={TEXT.hours}>{center.openingHours}</Fact>
          <Fact label={TEXT.contactCode}>
            <code>{booking.contactCode}</code>
          </Fact>
        </dl>
      </Block>

      <Block id={`${id}-history`} title={TEXT.history} wide>
        <HistoryTimeline
          history={booking.history ?? []}
          emptyText={TEXT.noHistory}
          actors={TEXT.actor}
          moveLabel={(step) => (step.from ? TEXT.moved(step.from, step.to) : TEXT.bookedAs(step.to))}
          timeLabel={nepalMomentLabel}
        />
      </Block>

      <Block id={`${id}-emails`} title={TEXT.emails} wide>
        <SentEmails bookingId={booking.id} />
      </Block>
    </AdminDetails>
  );
}
