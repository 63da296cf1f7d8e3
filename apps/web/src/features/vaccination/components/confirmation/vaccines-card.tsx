import { MedicineBoxOutlined } from '@ant-design/icons';
import type { Booking } from '../../api/booking-types';
import { useVaccinationTexts } from '../../vaccination-texts';

export interface VaccinesCardProps {
  vaccines: Booking['vaccines'];
  total: number;
}

/** The booked vaccines with their doses and prices, and the total paid at the centre. */
export function VaccinesCard({ vaccines, total }: VaccinesCardProps) {
  const { confirm, format, messages } = useVaccinationTexts();
  const TEXT = confirm.details;
  const orNotSpecified = (value: string | null | undefined) =>
    value?.trim() ? value : messages.notSpecified;
  return (
    <section className="confirm-card" aria-labelledby="confirm-vaccines-title">
      <h2 className="confirm-card__title" id="confirm-vaccines-title">
        <MedicineBoxOutlined aria-hidden /> {TEXT.vaccines}
      </h2>
      {vaccines.length > 0 ? (
        <ul className="confirm-vaccines" aria-label={TEXT.vaccinesListLabel}>
          {vaccines.map((vaccine) => (
            <li key={vaccine.productId} className="confirm-vaccines__item">
              <span className="confirm-vaccines__name">{orNotSpecified(vaccine.name)}</span>
              <span className="confirm-vaccines__meta">
                {TEXT.dose(vaccine.doseNumber)} · {format.price(vaccine.price)}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p>{messages.notSpecified}</p>
      )}
      <p className="confirm-total">
        <span>{TEXT.total}</span>
        <strong>{format.price(total)}</strong>
      </p>
      <p className="confirm-card__hint">{TEXT.payAtCentre}</p>
    </section>
  );
}
