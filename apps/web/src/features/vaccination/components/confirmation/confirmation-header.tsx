import { Alert, type AlertProps } from 'antd';
import { useEffect, useRef } from 'react';
import type { Booking } from '../../api/booking-types';
import { CONFIRMATION_TEXT } from './confirmation-text';

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
  const texts = CONFIRMATION_TEXT.status[booking.status];
  return (
    <header className="confirm-header">
      <h1 className="confirm-header__title" tabIndex={-1} ref={headingRef}>
        {texts.title}
      </h1>
      <p className="confirm-header__reference">{CONFIRMATION_TEXT.reference(booking.reference)}</p>
      <Alert className="confirm-banner" type={BANNER_TYPE[booking.status]} showIcon title={texts.banner} />
    </header>
  );
}
