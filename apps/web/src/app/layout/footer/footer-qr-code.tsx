import { STORE_INFO } from '@/shared/config';
import { QrCodeImage } from '@/shared/ui/qr-code';

/** Its own chunk: the QR drawing code is not needed to show the page, only to finish the footer. */
export default function FooterQrCode() {
  return (
    <QrCodeImage
      value={STORE_INFO.social.instagram}
      size={112}
      label="QR code linking to Kukur Pasal on Instagram"
    />
  );
}
