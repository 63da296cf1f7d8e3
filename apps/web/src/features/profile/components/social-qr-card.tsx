import { Card } from 'antd';
import { STORE_INFO } from '@/shared/config';
import { QrCodeImage } from '@/shared/ui/qr-code';
import { useProfileTexts } from '../profile-messages';

/** A QR code to connect with the shop on social media (the same profile the footer links to). */
export function SocialQrCard() {
  const { social: TEXT } = useProfileTexts();
  return (
    <Card title={<h2 className="profile-card__title">{TEXT.title}</h2>} className="profile-card">
      <figure className="profile-qr">
        <QrCodeImage value={STORE_INFO.social.instagram} size={128} label={TEXT.qrLabel(STORE_INFO.name)} />
        <figcaption>{TEXT.caption}</figcaption>
      </figure>
    </Card>
  );
}
