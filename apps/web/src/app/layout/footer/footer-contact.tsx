import { EnvironmentOutlined, MailOutlined, PhoneOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { STORE_INFO } from '@/shared/config';

const ADDRESS_LINES = ['street', 'province', 'country'] as const;

/** The shop's address (in the reader's language), phone and e-mail. */
export function FooterContact() {
  const { t } = useTranslation('layout');
  return (
    <address className="footer-contact">
      <p>
        <EnvironmentOutlined aria-hidden />
        <span>
          {ADDRESS_LINES.map((line) => (
            <span key={line} className="footer-contact__line">
              {t(`footer.address.${line}`)}
            </span>
          ))}
        </span>
      </p>
      <p>
        <PhoneOutlined aria-hidden />
        <a href={STORE_INFO.phoneHref}>{STORE_INFO.phone}</a>
      </p>
      <p>
        <MailOutlined aria-hidden />
        <a href={`mailto:${STORE_INFO.email}`}>{STORE_INFO.email}</a>
      </p>
    </address>
  );
}
