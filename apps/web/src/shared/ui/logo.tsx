import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import './logo.css';

/** The wordmark is the brand: the same letters in every language. */
const WORDMARK = { first: 'Kukur ', second: 'Pasal' };

/**
 * The paw mark and the shop's name, linking to /. The link's name starts with the wordmark it shows, then "home"
 * in the reader's language, so that a voice-control user who says what they see ("Kukur Pasal") reaches it in
 * either language (WCAG 2.5.3, label in name).
 */
export function Logo() {
  const { t } = useTranslation('layout');
  return (
    <Link to="/" className="logo" aria-label={`${WORDMARK.first}${WORDMARK.second} ${t('logoHome')}`}>
      <svg className="logo__mark" viewBox="0 0 64 64" aria-hidden focusable="false">
        <rect width="64" height="64" rx="16" fill="currentColor" />
        <g fill="#fff7ef">
          <ellipse cx="32" cy="41" rx="12" ry="10" />
          <ellipse cx="18" cy="27" rx="5" ry="6.5" />
          <ellipse cx="46" cy="27" rx="5" ry="6.5" />
          <ellipse cx="26" cy="17" rx="4.5" ry="6" />
          <ellipse cx="38" cy="17" rx="4.5" ry="6" />
        </g>
      </svg>
      <span className="logo__text">
        {WORDMARK.first}
        <span>{WORDMARK.second}</span>
      </span>
    </Link>
  );
}
