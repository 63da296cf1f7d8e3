import { Card, QRCode } from 'antd';
import { STORE_INFO } from '@/shared/config';

/** A QR code to connect with the shop on social media (the same profile the footer links to). */
export function SocialQrCard() {
  return (
    <Card title={<h2 className="profile-card__title">Connect With Us</h2>} className="profile-card">
      <figure className="profile-qr">
        <div role="img" aria-label="QR code linking to Kukur Pasal on Instagram">
          <QRCode value={STORE_INFO.social.instagram} type="svg" size={128} bordered={false} />
        </div>
        <figcaption>Scan to connect with us on social media and get exclusive offers.</figcaption>
      </figure>
    </Card>
  );
}
