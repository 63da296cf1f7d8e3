import { Link } from 'react-router-dom';
import { FooterContact } from './footer-contact';
import { FooterSocial } from './footer-social';
import './footer.css';

const QUICK_LINKS = [
  { to: '/products', label: 'Products' },
  { to: '/vaccination', label: 'Vaccination' },
  { to: '/aboutus', label: 'About Us' },
];

export function Footer() {
  return (
    <footer className="site-footer">
      <div className="page-container site-footer__grid">
        <section aria-labelledby="footer-about">
          <h2 className="site-footer__title" id="footer-about">
            About Us
          </h2>
          <p>
            Kukur Pasal is your one-stop shop for premium dog products and services — from nutritious food and
            fun toys to trusted vaccinations, for happy and healthy dogs across the Kathmandu valley.
          </p>
        </section>
        <nav aria-labelledby="footer-links">
          <h2 className="site-footer__title" id="footer-links">
            Quick Links
          </h2>
          <ul className="site-footer__links">
            {QUICK_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 className="site-footer__title" id="footer-contact">
            Contact Us
          </h2>
          <FooterContact />
        </section>
        <section aria-labelledby="footer-social">
          <h2 className="site-footer__title" id="footer-social">
            Follow Us
          </h2>
          <FooterSocial />
        </section>
      </div>
      <p className="site-footer__legal">
        © {new Date().getFullYear()} Kukur Pasal. Made with love for the dogs of Nepal.
      </p>
    </footer>
  );
}
