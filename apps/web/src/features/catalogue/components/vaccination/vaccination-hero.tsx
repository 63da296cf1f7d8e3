import { CalendarOutlined, MedicineBoxOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { CATALOGUE_MESSAGES } from '../../catalogue-messages';

export interface VaccinationHeroProps {
  onScheduleNow: () => void;
}

/** The vaccine catalogue's banner; Schedule Now takes the customer down to the vaccines. */
export function VaccinationHero({ onScheduleNow }: VaccinationHeroProps) {
  const texts = CATALOGUE_MESSAGES.vaccination;
  return (
    <section className="vaccination-hero" aria-labelledby="vaccination-hero-title">
      <div className="page-container vaccination-hero__inner">
        <div>
          <p className="section-eyebrow">{texts.heroEyebrow}</p>
          <h1 className="vaccination-hero__title" id="vaccination-hero-title">
            {texts.heroTitle}
          </h1>
          <p className="vaccination-hero__lead">{texts.heroLead}</p>
          <Button type="primary" size="large" icon={<CalendarOutlined aria-hidden />} onClick={onScheduleNow}>
            {texts.scheduleNow}
          </Button>
        </div>
        <MedicineBoxOutlined className="vaccination-hero__icon" aria-hidden />
      </div>
    </section>
  );
}
