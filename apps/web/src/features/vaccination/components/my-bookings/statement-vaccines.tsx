import { formatPrice } from '@/shared/format';
import type { Booking } from '../../api/booking-types';
import { MY_BOOKINGS_TEXT as TEXT } from './my-bookings-texts';

/** The booked doses with their prices and the total, which is paid at the centre. */
export function StatementVaccines({ booking }: { booking: Booking }) {
  return (
    <table className="statement-vaccines">
      <thead>
        <tr>
          <th scope="col">{TEXT.vaccine}</th>
          <th scope="col">{TEXT.dose}</th>
          <th scope="col" className="statement-vaccines__amount">
            {TEXT.price}
          </th>
        </tr>
      </thead>
      <tbody>
        {booking.vaccines.map((vaccine) => (
          <tr key={`${vaccine.productId}-${vaccine.doseNumber}`}>
            <td>{vaccine.name}</td>
            <td>{vaccine.doseNumber}</td>
            <td className="statement-vaccines__amount">{formatPrice(vaccine.price)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={2}>
            {TEXT.total}
          </th>
          <td className="statement-vaccines__amount statement-vaccines__total">
            {formatPrice(booking.totalAmount)}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
