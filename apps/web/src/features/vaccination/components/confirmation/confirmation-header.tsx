import { Alert, type AlertProps } from 'antd';
import { useEffect, useRef } from 'react';
import type { Booking } from '../../api/booking-types';
import { useVaccinationTexts } from '../../vaccination-texts';

const BANNER_TYPE: Record<Booking['status'], AlertProps['type']> = {
  scheduled: 'info',
  confirmed: 'success',
  cancelled: 'error',
  completed: 'success',
  'no-show': 'warning',
};

/** The page's h1 (focused on arrival, so a screen reader starts here), the reference and the status banner. */
export function ConfirmationHeader({ booking }: { booking: Booking }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const confirm = useVaccinationTexts().confirm;
  const texts = confirm.status(booking.status);
  return (
    <header className="confirm-header">
      <h1 className="confirm-header__title" tabIndex={-1} ref={headingRef}>
        {texts.title}
      </h1>
      <p className="confirm-header__reference">{confirm.reference(booking.reference)}</p>
      <Alert className="confirm-banner" type={BANNER_TYPE[booking.status]} showIcon title={texts.banner} />
    </header>
  );
}
