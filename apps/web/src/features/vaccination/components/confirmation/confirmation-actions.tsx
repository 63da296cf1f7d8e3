import { CalendarOutlined, CompassOutlined, HomeOutlined, ShareAltOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { ButtonLink } from '@/shared/ui/button-link';
import type { Booking } from '../../api/booking-types';
import { directionsUrl } from '../../utils/geo-directions';
import { appointmentShareData, shareWithDevice } from '../../utils/share-appointment';
import { myBookingsHref } from '../my-bookings/my-bookings-location';
import { useVaccinationTexts } from '../../vaccination-texts';
import { ShareFallback } from './share-fallback';

export interface ConfirmationActionsProps {
  booking: Booking;
  /** The site's origin, for the shared link. */
  origin: string;
  /** Directions and sharing only make sense for an appointment still to come. */
  upcoming: boolean;
}

/** Open in Maps, Share Appointment (or the copy-link fallback), My Bookings and Back to Home. */
export function ConfirmationActions({ booking, origin, upcoming }: ConfirmationActionsProps) {
  const texts = useVaccinationTexts();
  const TEXT = texts.confirm.actions;
  const [offerLink, setOfferLink] = useState(false);
  const shareData = appointmentShareData(booking, origin, texts);

  const share = async () => {
    if ((await shareWithDevice(shareData)) === 'unavailable') setOfferLink(true);
  };

  return (
    <div className="confirm-actions-block">
      <div className="confirm-actions" role="group" aria-label={TEXT.label}>
        {upcoming && (
          <>
            <Button
              type="primary"
              icon={<CompassOutlined aria-hidden />}
              href={directionsUrl(booking.center)}
              target="_blank"
              rel="noopener noreferrer"
            >
              {TEXT.openInMaps}
              <span className="visually-hidden"> {TEXT.newTab}</span>
            </Button>
            <Button icon={<ShareAltOutlined aria-hidden />} onClick={() => void share()}>
              {TEXT.share}
            </Button>
          </>
        )}
        <ButtonLink to={myBookingsHref(booking.id)} icon={<CalendarOutlined aria-hidden />}>
          {TEXT.myBookings}
        </ButtonLink>
        <ButtonLink to="/" icon={<HomeOutlined aria-hidden />}>
          {TEXT.home}
        </ButtonLink>
      </div>
      {offerLink && upcoming && shareData.url && <ShareFallback link={shareData.url} />}
    </div>
  );
}
