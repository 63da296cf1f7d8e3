import { Card } from 'antd';
import { STORE_INFO } from '@/shared/config';
import { QrCodeImage } from '@/shared/ui/qr-code';

/** A QR code to connect with the shop on social media (the same profile the footer links to). */
export function SocialQrCard() {
  return (
    <Card title={<h2 className="profile-card__title">Connect With Us</h2>} className="profile-card">
      <figure className="profile-qr">
        <QrCodeImage
          value={STORE_INFO.social.instagram}
          size={128}
          label="QR code linking to Kukur Pasal on Instagram"
        />
        <figcaption>Scan to connect with us on social media and get exclusive offers.</figcaption>
      </figure>
    </Card>
  );
}
