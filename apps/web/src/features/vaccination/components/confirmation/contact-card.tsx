import { QrCodeImage } from '@/shared/ui/qr-code';
import { useVaccinationTexts } from '../../vaccination-texts';

export interface ContactCardProps {
  /** The code the server gave the booking ('VX' and four digits). */
  contactCode: string;
  /** The booking's page, which the QR code opens. */
  link: string;
}

/** The contact code to quote to the centre, and a QR code that opens this booking on another device. */
export function ContactCard({ contactCode, link }: ContactCardProps) {
  const TEXT = useVaccinationTexts().confirm.contact;
  return (
    <section className="confirm-card confirm-contact" aria-labelledby="confirm-contact-title">
      <h2 className="confirm-card__title" id="confirm-contact-title">
        {TEXT.title}
      </h2>
      <p className="confirm-contact__code">{contactCode}</p>
      <p className="confirm-card__hint">{TEXT.lead}</p>
      <QrCodeImage className="confirm-contact__qr" value={link} size={152} label={TEXT.qrLabel} />
      <p className="confirm-card__hint">{TEXT.qrHint}</p>
    </section>
  );
}
