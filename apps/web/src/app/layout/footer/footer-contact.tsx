import { EnvironmentOutlined, MailOutlined, PhoneOutlined } from '@ant-design/icons';
import { STORE_INFO } from '@/shared/config';

export function FooterContact() {
  return (
    <address className="footer-contact">
      <p>
        <EnvironmentOutlined aria-hidden />
        <span>
          {STORE_INFO.address.map((line) => (
            <span key={line} className="footer-contact__line">
              {line}
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
