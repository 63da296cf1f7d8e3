import { useCenters } from '../../api/get-centers';
import { useVaccinationTexts } from '../../vaccination-texts';

export interface BookingSummaryProps {
  vaccine: { name: string; price: number };
  centerId: string | null;
  date: string | null;
  time: string | null;
}

/** What is about to be booked: vaccine, centre, date, time and the price, paid at the centre. */
export function BookingSummary({ vaccine, centerId, date, time }: BookingSummaryProps) {
  const all = useVaccinationTexts();
  const texts = all.summary;
  const center = useCenters().data?.find((candidate) => candidate.id === centerId);
  const rows = [
    { term: texts.vaccine, value: vaccine.name },
    {
      term: texts.centre,
      value: center ? `${center.name}, ${center.address}, ${center.city}` : all.messages.notSpecified,
    },
    { term: texts.date, value: all.format.weekdayDate(date) },
    { term: texts.time, value: all.format.nepalClock(time) },
    { term: texts.price, value: all.format.price(vaccine.price) },
  ];
  return (
    <section className="booking-summary" aria-labelledby="booking-summary-title">
      <h3 className="booking-summary__title" id="booking-summary-title">
        {texts.title}
      </h3>
      <dl className="booking-summary__list">
        {rows.map((row) => (
          <div key={row.term}>
            <dt>{row.term}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
      <p className="booking-summary__note">{texts.payAtCentre}</p>
    </section>
  );
}
