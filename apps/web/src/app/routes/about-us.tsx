import {
  CheckCircleOutlined,
  GiftOutlined,
  MedicineBoxOutlined,
  ShoppingOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { digitsFor } from '@kukur/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/shared/i18n';
import { useFirstOrderOffer } from '@/shared/orders';
import { ButtonLink } from '@/shared/ui/button-link';
import { PageHero } from '@/shared/ui/page-hero';
import { ABOUT_REASONS, ABOUT_SERVICES } from './about-us-content';
import './about-us.css';

interface CardGridProps {
  items: readonly { key: string; title: string; text: string }[];
  icon: ReactNode;
  columns: 3 | 4;
}

/** One card per item, each with the same icon. */
function CardGrid({ items, icon, columns }: CardGridProps) {
  return (
    <ul className={`about-grid about-grid--${columns}`}>
      {items.map((item) => (
        <li key={item.key} className="about-card">
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
  const { t } = useTranslation('info');
  const language = useLanguage();
  // The first-order offer as the shop runs it now (rate and whether it is on are settings).
  const offer = useFirstOrderOffer(null);
  const invitation = offer?.enabled
    ? t('order.firstOrderInvitation', {
        ns: 'common',
        percent: digitsFor(String(offer.percent), language),
      })
    : null;
  const reasons = ABOUT_REASONS.map((key) => ({
    key,
    title: t(`about.reasons.${key}.title`),
    text: t(`about.reasons.${key}.text`),
  }));
  const services = ABOUT_SERVICES.map((key) => ({
    key,
    title: t(`about.services.${key}.title`),
    text: t(`about.services.${key}.text`),
  }));
  return (
    <div className="about-page">
      <PageHero
        id="about-title"
        eyebrow={t('about.eyebrow')}
        title={t('about.title')}
        lead={t('about.lead')}
      />

      <section className="about-section page-container" aria-labelledby="about-reasons-title">
        <h2 className="section-title" id="about-reasons-title">
          {t('about.reasonsTitle')}
        </h2>
        <CardGrid
          items={reasons}
          icon={<CheckCircleOutlined className="about-card__icon" aria-hidden />}
          columns={4}
        />
      </section>

      <section className="about-section about-section--tinted" aria-labelledby="about-services-title">
        <div className="page-container">
          <h2 className="section-title" id="about-services-title">
            {t('about.servicesTitle')}
          </h2>
          <CardGrid
            items={services}
            icon={<ShoppingOutlined className="about-card__icon" aria-hidden />}
            columns={3}
          />
        </div>
      </section>

      <FeatureSection
        id="about-vaccination-title"
        icon={<MedicineBoxOutlined className="about-feature__icon" aria-hidden />}
        title={t('about.vaccinationTitle')}
        text={t('about.vaccinationText')}
        link={{ to: '/vaccination', label: t('about.vaccinationLink') }}
      />

      <section className="about-section about-section--tinted" aria-labelledby="about-join-title">
        <div className="page-container">
          <h2 className="section-title" id="about-join-title">
            {t('about.joinTitle')}
          </h2>
          <div className="about-grid about-grid--2">
            <article className="about-card" aria-labelledby="about-new-customer">
              <GiftOutlined className="about-card__icon" aria-hidden />
              <h3 className="about-card__title" id="about-new-customer">
                {t('about.newCustomerTitle')}
              </h3>
              <p>{invitation ?? t('about.newCustomerText')}</p>
              <ButtonLink to="/signup" type="primary">
                {t('about.newCustomerLink')}
              </ButtonLink>
            </article>
            <article className="about-card" aria-labelledby="about-returning-customer">
              <ShoppingOutlined className="about-card__icon" aria-hidden />
              <h3 className="about-card__title" id="about-returning-customer">
                {t('about.returningTitle')}
              </h3>
              <p>{t('about.returningText')}</p>
              <ButtonLink to="/products">{t('about.returningLink')}</ButtonLink>
            </article>
          </div>
        </div>
      </section>

      <section className="about-section page-container" aria-labelledby="about-mission-title">
        <h2 className="section-title" id="about-mission-title">
          {t('about.missionTitle')}
        </h2>
        <p className="section-lead about-mission">{t('about.missionText')}</p>
      </section>

      <FeatureSection
        id="about-partner-title"
        icon={<TeamOutlined className="about-feature__icon" aria-hidden />}
        title={t('about.partnerTitle')}
        text={t('about.partnerText')}
        link={{ to: '/contact', label: t('about.partnerLink') }}
      />
    </div>
  );
}
