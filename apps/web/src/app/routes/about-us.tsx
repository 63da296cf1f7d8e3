import {
  CheckCircleOutlined,
  GiftOutlined,
  MedicineBoxOutlined,
  ShoppingOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import { offerInvitation, useFirstOrderOffer } from '@/shared/orders';
import { ButtonLink } from '@/shared/ui/button-link';
import { PageHero } from '@/shared/ui/page-hero';
import { ABOUT_US } from './about-us-content';
import './about-us.css';

interface CardGridProps {
  items: readonly { title: string; text: string }[];
  icon: ReactNode;
  columns: 3 | 4;
}

/** One card per item, each with the same icon. */
function CardGrid({ items, icon, columns }: CardGridProps) {
  return (
    <ul className={`about-grid about-grid--${columns}`}>
      {items.map((item) => (
        <li key={item.title} className="about-card">
          {icon}
          <h3 className="about-card__title">{item.title}</h3>
          <p>{item.text}</p>
        </li>
      ))}
    </ul>
  );
}

interface FeatureSectionProps {
  id: string;
  icon: ReactNode;
  title: string;
  text: string;
  link: { to: string; label: string };
}

/** A big icon beside a heading, a lead and one call to action. */
function FeatureSection({ id, icon, title, text, link }: FeatureSectionProps) {
  return (
    <section className="about-section page-container about-feature" aria-labelledby={id}>
      {icon}
      <div>
        <h2 className="section-title" id={id}>
          {title}
        </h2>
        <p className="section-lead">{text}</p>
        <ButtonLink to={link.to} type="primary" size="large">
          {link.label}
        </ButtonLink>
      </div>
    </section>
  );
}

/** /aboutus: who we are, why choose us, what we offer, vaccinations, joining, our mission and partners. */
export function AboutUsRoute() {
  const texts = ABOUT_US;
  // The first-order offer as the shop runs it now (rate and whether it is on are settings).
  const invitation = offerInvitation(useFirstOrderOffer(null));
  return (
    <div className="about-page">
      <PageHero id="about-title" eyebrow={texts.eyebrow} title={texts.title} lead={texts.lead} />

      <section className="about-section page-container" aria-labelledby="about-reasons-title">
        <h2 className="section-title" id="about-reasons-title">
          {texts.reasonsTitle}
        </h2>
        <CardGrid
          items={texts.reasons}
          icon={<CheckCircleOutlined className="about-card__icon" aria-hidden />}
          columns={4}
        />
      </section>

      <section className="about-section about-section--tinted" aria-labelledby="about-services-title">
        <div className="page-container">
          <h2 className="section-title" id="about-services-title">
            {texts.servicesTitle}
          </h2>
          <CardGrid
            items={texts.services}
            icon={<ShoppingOutlined className="about-card__icon" aria-hidden />}
            columns={3}
          />
        </div>
      </section>

      <FeatureSection
        id="about-vaccination-title"
        icon={<MedicineBoxOutlined className="about-feature__icon" aria-hidden />}
        title={texts.vaccinationTitle}
        text={texts.vaccinationText}
        link={{ to: '/vaccination', label: texts.vaccinationLink }}
      />

      <section className="about-section about-section--tinted" aria-labelledby="about-join-title">
        <div className="page-container">
          <h2 className="section-title" id="about-join-title">
            {texts.joinTitle}
          </h2>
          <div className="about-grid about-grid--2">
            <article className="about-card" aria-labelledby="about-new-customer">
              <GiftOutlined className="about-card__icon" aria-hidden />
              <h3 className="about-card__title" id="about-new-customer">
                {texts.newCustomerTitle}
              </h3>
              <p>{invitation ?? texts.newCustomerText}</p>
              <ButtonLink to="/signup" type="primary">
                {texts.newCustomerLink}
              </ButtonLink>
            </article>
            <article className="about-card" aria-labelledby="about-returning-customer">
              <ShoppingOutlined className="about-card__icon" aria-hidden />
              <h3 className="about-card__title" id="about-returning-customer">
                {texts.returningTitle}
              </h3>
              <p>{texts.returningText}</p>
              <ButtonLink to="/products">{texts.returningLink}</ButtonLink>
            </article>
          </div>
        </div>
      </section>

      <section className="about-section page-container" aria-labelledby="about-mission-title">
        <h2 className="section-title" id="about-mission-title">
          {texts.missionTitle}
        </h2>
        <p className="section-lead about-mission">{texts.missionText}</p>
      </section>

      <FeatureSection
        id="about-partner-title"
        icon={<TeamOutlined className="about-feature__icon" aria-hidden />}
        title={texts.partnerTitle}
        text={texts.partnerText}
        link={{ to: '/contact', label: texts.partnerLink }}
      />
    </div>
  );
}
