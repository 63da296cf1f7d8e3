import {
  CheckCircleOutlined,
  GiftOutlined,
  MedicineBoxOutlined,
  ShoppingOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { ButtonLink } from '@/shared/ui/button-link';
import { ABOUT_US } from './about-us-content';
import './about-us.css';

/** /aboutus: who we are, why choose us, what we offer, vaccinations, joining, our mission and partners. */
export function AboutUsRoute() {
  const texts = ABOUT_US;
  return (
    <div className="about-page">
      <section className="about-hero" aria-labelledby="about-title">
        <div className="page-container">
          <p className="section-eyebrow">{texts.eyebrow}</p>
          <h1 className="about-hero__title" id="about-title">
            {texts.title}
          </h1>
          <p className="about-hero__lead">{texts.lead}</p>
        </div>
      </section>

      <section className="about-section page-container" aria-labelledby="about-reasons-title">
        <h2 className="section-title" id="about-reasons-title">
          {texts.reasonsTitle}
        </h2>
        <ul className="about-grid about-grid--4">
          {texts.reasons.map((reason) => (
            <li key={reason.title} className="about-card">
              <CheckCircleOutlined className="about-card__icon" aria-hidden />
              <h3 className="about-card__title">{reason.title}</h3>
              <p>{reason.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="about-section about-section--tinted" aria-labelledby="about-services-title">
        <div className="page-container">
          <h2 className="section-title" id="about-services-title">
            {texts.servicesTitle}
          </h2>
          <ul className="about-grid about-grid--3">
            {texts.services.map((service) => (
              <li key={service.title} className="about-card">
                <ShoppingOutlined className="about-card__icon" aria-hidden />
                <h3 className="about-card__title">{service.title}</h3>
                <p>{service.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section
        className="about-section page-container about-feature"
        aria-labelledby="about-vaccination-title"
      >
        <MedicineBoxOutlined className="about-feature__icon" aria-hidden />
        <div>
          <h2 className="section-title" id="about-vaccination-title">
            {texts.vaccinationTitle}
          </h2>
          <p className="section-lead">{texts.vaccinationText}</p>
          <ButtonLink to="/vaccination" type="primary" size="large">
            {texts.vaccinationLink}
          </ButtonLink>
        </div>
      </section>

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
              <p>{texts.newCustomerText}</p>
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

      <section className="about-section page-container about-partner" aria-labelledby="about-partner-title">
        <TeamOutlined className="about-feature__icon" aria-hidden />
        <div>
          <h2 className="section-title" id="about-partner-title">
            {texts.partnerTitle}
          </h2>
          <p className="section-lead">{texts.partnerText}</p>
          <ButtonLink to="/contact" type="primary" size="large">
            {texts.partnerLink}
          </ButtonLink>
        </div>
      </section>
    </div>
  );
}
