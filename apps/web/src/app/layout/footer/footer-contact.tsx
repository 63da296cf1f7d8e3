import EnvironmentOutlined from '@ant-design/icons-svg/es/asn/EnvironmentOutlined';
import MailOutlined from '@ant-design/icons-svg/es/asn/MailOutlined';
import PhoneOutlined from '@ant-design/icons-svg/es/asn/PhoneOutlined';
import { useTranslation } from 'react-i18next';
import { STORE_INFO } from '@/shared/config';
import { Icon } from '@/shared/ui/icon';

const ADDRESS_LINES = ['street', 'province', 'country'] as const;

/** The shop's address (in the reader's language), phone and e-mail. */
export function FooterContact() {
  const { t } = useTranslation('layout');
  return (
    <address className="footer-contact">
      <p>
        <Icon svg={EnvironmentOutlined} />
        <span>
          {ADDRESS_LINES.map((line) => (
            <span key={line} className="footer-contact__line">
              {t(`footer.address.${line}`)}
            </span>
          ))}
        </span>
      </p>
      <p>
        <Icon svg={PhoneOutlined} />
        <a href={STORE_INFO.phoneHref}>{STORE_INFO.phone}</a>
      </p>
      <p>
        <Icon svg={MailOutlined} />
        <a href={`mailto:${STORE_INFO.email}`}>{STORE_INFO.email}</a>
      </p>
    </address>
  );
}
