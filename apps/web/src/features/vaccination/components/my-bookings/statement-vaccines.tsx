import type { Booking } from '../../api/booking-types';
import { useVaccinationTexts } from '../../vaccination-texts';

/** The booked doses with their prices and the total, which is paid at the centre. */
export function StatementVaccines({ booking }: { booking: Booking }) {
  const { statement: TEXT, format } = useVaccinationTexts();
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
            <td>{format.count(vaccine.doseNumber)}</td>
            <td className="statement-vaccines__amount">{format.price(vaccine.price)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={2}>
            {TEXT.total}
          </th>
          <td className="statement-vaccines__amount statement-vaccines__total">
            {format.price(booking.totalAmount)}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
