import {
  CheckCircleOutlined,
  CheckOutlined,
  CloseCircleOutlined,
  MailOutlined,
  UserDeleteOutlined,
} from '@ant-design/icons';
import { nepalDateOf } from '@kukur/contracts';
import { App, Button, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useId, useState } from 'react';
import { ApiError } from '@/shared/api';
import { useChangeBookingStatus } from '../api/change-booking-status';
import { useSendBookingEmail } from '../api/send-booking-email';
import type { AdminBooking, BookingStatusChange } from '../api/admin-booking-types';
import { ADMIN_BOOKINGS_MESSAGES as TEXT } from '../admin-bookings-messages';
import { longDate } from '@/shared/vaccination';
import { bookingActionsOf } from '../utils/booking-admin-display';
import { CancelBookingDialog } from './cancel-booking-dialog';

/** The server's reason when it refused a move the booking's state or date does not allow (409), else `fallback`. */
function conflictMessageOr(error: unknown, fallback: string): string {
  return (error instanceof ApiError && error.status === 409 && error.serverMessage) || fallback;
}

/** A disabled button explains itself: on hover (tooltip) and to screen readers (the visible note it points at). */
function WhyDisabled({ reason, children }: { reason: string | null; children: ReactNode }) {
  return reason ? <Tooltip title={reason}>{children}</Tooltip> : children;
}

/**
 * A booking's actions: confirm, complete and no-show (only from the appointment's day), cancel (asks first),
 * and e-mail the customer its current status again.
 */
export function BookingActions({ booking }: { booking: AdminBooking }) {
  const { message } = App.useApp();
  const changeStatus = useChangeBookingStatus();
  const sendEmail = useSendBookingEmail();
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const tooEarlyId = useId();
  const noEmailId = useId();
  const allowed = bookingActionsOf(booking, nepalDateOf(new Date()));
  const busy = changeStatus.isPending;
  const changingTo = changeStatus.isPending ? changeStatus.variables.status : null;
  const tooEarly = allowed.complete === 'too-early' || allowed.noShow === 'too-early';
  const tooEarlyText = TEXT.outcomeFrom(longDate(booking.appointmentDate));

  const moveTo = async (status: BookingStatusChange['status'], note?: string) => {
    try {
      const updated = await changeStatus.mutateAsync({
        bookingId: booking.id,
        status,
        ...(note ? { note } : {}),
      });
      message.success(TEXT.statusUpdated(updated.status));
    } catch (error) {
      message.error(conflictMessageOr(error, TEXT.statusFailed));
    }
  };

  const cancel = async (reason: string) => {
    await moveTo('cancelled', reason);
    setConfirmingCancel(false);
  };

  const email = async () => {
    try {
      const sent = await sendEmail.mutateAsync(booking.id);
      message.success(TEXT.emailSent(sent.email || booking.userEmail));
    } catch {
      message.error(TEXT.emailFailed);
    }
  };

  const outcomeButton = (
    status: 'completed' | 'no-show',
    state: typeof allowed.complete,
    label: string,
    icon: ReactNode,
  ) =>
    state !== 'illegal' && (
      <WhyDisabled reason={state === 'too-early' ? tooEarlyText : null}>
        <Button
          type={status === 'completed' ? 'primary' : 'default'}
          size="small"
          icon={icon}
          loading={changingTo === status}
          disabled={busy || state === 'too-early'}
          aria-describedby={state === 'too-early' ? tooEarlyId : undefined}
          onClick={() => void moveTo(status)}
        >
          {label}
        </Button>
      </WhyDisabled>
    );

  return (
    <div className="booking-actions">
      {allowed.confirm !== 'illegal' && (
        <Button
          type="primary"
          size="small"
          icon={<CheckOutlined aria-hidden />}
          loading={changingTo === 'confirmed'}
          disabled={busy}
          onClick={() => void moveTo('confirmed')}
        >
          {TEXT.confirm}
        </Button>
      )}
      {outcomeButton('completed', allowed.complete, TEXT.complete, <CheckCircleOutlined aria-hidden />)}
      {outcomeButton('no-show', allowed.noShow, TEXT.noShowAction, <UserDeleteOutlined aria-hidden />)}
      {allowed.cancel !== 'illegal' && (
        <Button
          danger
          size="small"
          icon={<CloseCircleOutlined aria-hidden />}
          disabled={busy}
          onClick={() => setConfirmingCancel(true)}
        >
          {TEXT.cancel}
        </Button>
      )}
      <WhyDisabled reason={allowed.sendEmail ? null : TEXT.noEmail}>
        <Button
          size="small"
          icon={<MailOutlined aria-hidden />}
          loading={sendEmail.isPending}
          disabled={!allowed.sendEmail}
          aria-describedby={allowed.sendEmail ? undefined : noEmailId}
          onClick={() => void email()}
        >
          {TEXT.sendEmail}
        </Button>
      </WhyDisabled>
      {tooEarly && (
        <span className="booking-actions__note" id={tooEarlyId} role="note">
          {tooEarlyText}
        </span>
      )}
      {!allowed.sendEmail && (
        <span className="booking-actions__warning" id={noEmailId} role="note">
          {TEXT.noEmail}
        </span>
      )}
      <CancelBookingDialog
        open={confirmingCancel}
        reference={booking.reference}
        loading={changingTo === 'cancelled'}
        onConfirm={(reason) => void cancel(reason)}
        onClose={() => setConfirmingCancel(false)}
      />
    </div>
  );
}
