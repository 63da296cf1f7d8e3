import { CalendarOutlined, MedicineBoxOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useCatalogueTexts } from '../../catalogue-messages';

export interface VaccinationHeroProps {
  onScheduleNow: () => void;
  /** A second action beside Schedule Now (the app's Schedule Vaccination dialog). */
  scheduleAction?: ReactNode;
}

/** The vaccine catalogue's banner; Schedule Now takes the customer down to the vaccines. */
export function VaccinationHero({ onScheduleNow, scheduleAction }: VaccinationHeroProps) {
  const texts = useCatalogueTexts().vaccination;
  return (
    <section className="vaccination-hero" aria-labelledby="vaccination-hero-title">
      <div className="page-container vaccination-hero__inner">
        <div>
          <p className="section-eyebrow">{texts.heroEyebrow}</p>
          <h1 className="vaccination-hero__title" id="vaccination-hero-title">
            {texts.heroTitle}
          </h1>
          <p className="vaccination-hero__lead">{texts.heroLead}</p>
          <div className="vaccination-hero__actions">
            <Button
              type="primary"
              size="large"
              icon={<CalendarOutlined aria-hidden />}
              onClick={onScheduleNow}
            >
              {texts.scheduleNow}
            </Button>
            {scheduleAction}
          </div>
        </div>
        <MedicineBoxOutlined className="vaccination-hero__icon" aria-hidden />
      </div>
    </section>
  );
}
