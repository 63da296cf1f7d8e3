import { QRCode } from 'antd';
import { STORE_INFO } from '@/shared/config';

/** Its own chunk: the QR drawing code is not needed to show the page, only to finish the footer. */
export default function FooterQrCode() {
  return (
    <QRCode
      value={STORE_INFO.social.instagram}
      type="svg"
      size={112}
      bordered={false}
      color="#2b211c"
      bgColor="#ffffff"
    />
  );
}
