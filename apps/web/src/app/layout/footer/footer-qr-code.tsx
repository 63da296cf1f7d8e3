import { useTranslation } from 'react-i18next';
import { STORE_INFO } from '@/shared/config';
import { QrCodeImage } from '@/shared/ui/qr-code';

/** Its own chunk: the QR drawing code is not needed to show the page, only to finish the footer. */
export default function FooterQrCode() {
  const { t } = useTranslation('layout');
  return <QrCodeImage value={STORE_INFO.social.instagram} size={112} label={t('footer.qrLabel')} />;
}
