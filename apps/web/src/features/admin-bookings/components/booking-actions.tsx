import { CheckCircleOutlined, CheckOutlined, UserDeleteOutlined } from '@ant-design/icons';
import { nepalDateOf } from '@kukur/contracts';
import { useId, type ReactNode } from 'react';
import { ActionNote, MoveButton, RowActions, useStatusMove, WhyDisabled } from '@/shared/admin';
import { longDate } from '@/shared/vaccination';
import { useChangeBookingStatus } from '../api/change-booking-status';
import { useSendBookingEmail } from '../api/send-booking-email';
import type { AdminBooking, BookingStatusChange } from '../api/admin-booking-types';
import { ADMIN_BOOKINGS_MESSAGES as TEXT } from '../admin-bookings-messages';
import { bookingActionsOf } from '../utils/booking-admin-display';

/**
 * A booking's actions: confirm, complete and no-show (only from the appointment's day), cancel (asks first),
 * and e-mail the customer its current status again.
 */
export function BookingActions({ booking }: { booking: AdminBooking }) {
  const changeStatus = useChangeBookingStatus();
  const sendEmail = useSendBookingEmail();
  const tooEarlyId = useId();
  const allowed = bookingActionsOf(booking, nepalDateOf(new Date()));
  const busy = changeStatus.isPending;
  const changingTo = changeStatus.isPending ? changeStatus.variables.status : null;
  const tooEarly = allowed.complete === 'too-early' || allowed.noShow === 'too-early';
  const tooEarlyText = TEXT.outcomeFrom(longDate(booking.appointmentDate));
  const moveTo = useStatusMove<BookingStatusChange['status']>(
    (change) => changeStatus.mutateAsync({ bookingId: booking.id, ...change }),
    TEXT,
  );
  const move = { changingTo, busy, onMove: (status: BookingStatusChange['status']) => void moveTo(status) };

  const outcomeButton = (
    to: 'completed' | 'no-show',
    state: typeof allowed.complete,
    label: string,
    icon: ReactNode,
  ) =>
    state !== 'illegal' && (
      <WhyDisabled reason={state === 'too-early' ? tooEarlyText : null}>
        <MoveButton
          {...move}
          primary={to === 'completed'}
          to={to}
          icon={icon}
          disabled={state === 'too-early'}
          describedBy={state === 'too-early' ? tooEarlyId : undefined}
        >
          {label}
        </MoveButton>
      </WhyDisabled>
    );

  return (
    <RowActions
      busy={busy}
      cancel={{
        offered: allowed.cancel !== 'illegal',
        reference: booking.reference,
        cancelling: changingTo === 'cancelled',
        onCancel: (reason) => moveTo('cancelled', reason),
      }}
      email={{
        canSend: allowed.sendEmail,
        sending: sendEmail.isPending,
        send: () => sendEmail.mutateAsync(booking.id),
        sentTo: (sent) => sent.email || booking.userEmail,
      }}
      texts={TEXT}
      explainOnHover
      notes={tooEarly && <ActionNote id={tooEarlyId}>{tooEarlyText}</ActionNote>}
    >
      {allowed.confirm !== 'illegal' && (
        <MoveButton {...move} primary to="confirmed" icon={<CheckOutlined aria-hidden />}>
          {TEXT.confirm}
        </MoveButton>
      )}
      {outcomeButton('completed', allowed.complete, TEXT.complete, <CheckCircleOutlined aria-hidden />)}
      {outcomeButton('no-show', allowed.noShow, TEXT.noShowAction, <UserDeleteOutlined aria-hidden />)}
    </RowActions>
  );
}
