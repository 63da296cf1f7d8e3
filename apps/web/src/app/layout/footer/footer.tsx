import { digitsFor } from '@kukur/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLanguage } from '@/shared/i18n';
import { FooterContact } from './footer-contact';
import { FooterSocial } from './footer-social';
import './footer.css';

const QUICK_LINKS = [
  { to: '/products', label: 'nav.products' },
  { to: '/vaccination', label: 'nav.vaccination' },
  { to: '/aboutus', label: 'nav.aboutUs' },
] as const;

export function Footer() {
  const { t } = useTranslation('layout');
  const language = useLanguage();
  return (
    <footer className="site-footer">
      <div className="page-container site-footer__grid">
        <section aria-labelledby="footer-about">
          <h2 className="site-footer__title" id="footer-about">
            {t('footer.aboutTitle')}
          </h2>
          <p>{t('footer.about')}</p>
        </section>
        <nav aria-labelledby="footer-links">
          <h2 className="site-footer__title" id="footer-links">
            {t('footer.quickLinks')}
          </h2>
          <ul className="site-footer__links">
            {QUICK_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{t(link.label)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 className="site-footer__title" id="footer-contact">
            {t('footer.contactTitle')}
          </h2>
          <FooterContact />
        </section>
        <section aria-labelledby="footer-social">
          <h2 className="site-footer__title" id="footer-social">
            {t('footer.followTitle')}
          </h2>
          <FooterSocial />
        </section>
      </div>
      <p className="site-footer__legal">
        {t('footer.legal', { year: digitsFor(String(new Date().getFullYear()), language) })}
      </p>
    </footer>
  );
}
