import { TeamOutlined } from '@ant-design/icons';
import { PARTNERSHIP_TEXT as TEXT } from '../partnership-messages';
import { PartnerForm } from './partner-form';
import './partnership.css';

/** /contact: "Become a Partner" — who we look for, and the form that reaches the shop's admins. */
export function ContactPage() {
  return (
    <div className="contact-page">
      <section className="contact-hero" aria-labelledby="contact-title">
        <div className="page-container">
          <p className="section-eyebrow">{TEXT.eyebrow}</p>
          <h1 className="contact-hero__title" id="contact-title">
            {TEXT.title}
          </h1>
          <p className="contact-hero__lead">{TEXT.lead}</p>
        </div>
      </section>
      <div className="page-container contact-layout">
        <ul className="contact-why" aria-label="Who we work with">
          {TEXT.why.map((item) => (
            <li key={item.title} className="contact-why__item">
              <TeamOutlined className="contact-why__icon" aria-hidden />
              <div>
                <h3 className="contact-why__title">{item.title}</h3>
                <p>{item.text}</p>
              </div>
            </li>
          ))}
        </ul>
        <div className="contact-form-card">
          <PartnerForm />
        </div>
      </div>
    </div>
  );
}
