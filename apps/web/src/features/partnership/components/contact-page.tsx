import { TeamOutlined } from '@ant-design/icons';
import { PageHero } from '@/shared/ui/page-hero';
import { usePartnershipTexts } from '../partnership-messages';
import { PartnerForm } from './partner-form';
import './partnership.css';

/** /contact: "Become a Partner" — who we look for, and the form that reaches the shop's admins. */
export function ContactPage() {
  const TEXT = usePartnershipTexts();
  return (
    <div className="contact-page">
      <PageHero id="contact-title" eyebrow={TEXT.eyebrow} title={TEXT.title} lead={TEXT.lead} />
      <div className="page-container contact-layout">
        <ul className="contact-why" aria-label={TEXT.whoLabel}>
          {TEXT.why.map((item) => (
            <li key={item.key} className="contact-why__item">
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
