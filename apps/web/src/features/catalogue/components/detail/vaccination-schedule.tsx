import CalendarOutlined from '@ant-design/icons-svg/es/asn/CalendarOutlined';
import type { Product } from '@/shared/api';
import { Icon } from '@/shared/ui/icon';
import { useCatalogueTexts } from '../../catalogue-messages';

export interface VaccinationScheduleProps {
  vaccine: Pick<Product, 'timing' | 'frequency' | 'petAge' | 'followUp'>;
}

/** Timing, Frequency, Pet Age and Follow-up of a vaccine, with a default text where the vaccine has none. */
export function VaccinationSchedule({ vaccine }: VaccinationScheduleProps) {
  const texts = useCatalogueTexts().vaccineDetail;
  const rows = (['timing', 'frequency', 'petAge', 'followUp'] as const).map((field) => ({
    field,
    label: texts.schedule[field],
    value: vaccine[field]?.trim() || texts.scheduleDefaults[field],
  }));
  return (
    <section className="vaccination-schedule" aria-labelledby="vaccination-schedule-title">
      <h2 className="vaccination-schedule__title" id="vaccination-schedule-title">
        <Icon svg={CalendarOutlined} /> {texts.scheduleTitle}
      </h2>
      <dl className="fact-list vaccination-schedule__list">
        {rows.map((row) => (
          <div key={row.field}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
