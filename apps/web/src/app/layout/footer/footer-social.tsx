import FacebookFilled from '@ant-design/icons-svg/es/asn/FacebookFilled';
import InstagramOutlined from '@ant-design/icons-svg/es/asn/InstagramOutlined';
import TikTokOutlined from '@ant-design/icons-svg/es/asn/TikTokOutlined';
import YoutubeFilled from '@ant-design/icons-svg/es/asn/YoutubeFilled';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { STORE_INFO } from '@/shared/config';
import { Icon } from '@/shared/ui/icon';

const FooterQrCode = lazy(() => import('./footer-qr-code'));
/** The QR code's size (footer-qr-code.tsx): the space is kept while its chunk loads. */
const QR_SIZE = 112;

const LINKS = [
  { href: STORE_INFO.social.facebook, label: 'Facebook', icon: <Icon svg={FacebookFilled} /> },
  { href: STORE_INFO.social.instagram, label: 'Instagram', icon: <Icon svg={InstagramOutlined} /> },
  { href: STORE_INFO.social.tiktok, label: 'TikTok', icon: <Icon svg={TikTokOutlined} /> },
  { href: STORE_INFO.social.youtube, label: 'YouTube', icon: <Icon svg={YoutubeFilled} /> },
];

/** Social links and a QR code (drawn locally as SVG) for connecting and getting offers. */
export function FooterSocial() {
  const { t } = useTranslation('layout');
  return (
    <>
      <ul className="footer-social">
        {LINKS.map((link) => (
          <li key={link.label}>
            <a
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('footer.socialLink', { network: link.label })}
            >
              {link.icon}
            </a>
          </li>
        ))}
      </ul>
      <figure className="footer-qr">
        <Suspense fallback={<div style={{ width: QR_SIZE, height: QR_SIZE }} />}>
          <FooterQrCode />
        </Suspense>
        <figcaption>{t('footer.qrCaption')}</figcaption>
      </figure>
    </>
  );
}
