import { isAppointmentTime } from '@kukur/contracts';
import { Alert, Button, Form } from 'antd';
import { useMemo, useState } from 'react';
import { Trans } from 'react-i18next';
import type { Booking } from '../../api/booking-types';
import { useRescheduleBooking } from '../../api/reschedule-booking';
import { type AppointmentChoice, AppointmentPicker } from '../appointment-picker/appointment-picker';
import { rescheduleFailureOf } from './reschedule-failure';
import './reschedule.css';
import { useErrorText } from '@/shared/i18n';
import { useFeedback } from '@/shared/ui/feedback';
import { useVaccinationTexts } from '../../vaccination-texts';

export interface RescheduleFormProps {
  booking: Booking;
  /** Called after a successful move and on Cancel. */
  onDone: () => void;
}

/**
 * The reschedule form: the current appointment, then the picker (the booking's own time counts as free).
 * Everything is required ('Please fill in all fields'); the server's refusal shows inline.
 */
export function RescheduleForm({ booking, onDone }: RescheduleFormProps) {
  const { notification } = useFeedback();
  const texts = useVaccinationTexts();
  const TEXT = texts.messages;
  const errorText = useErrorText();
  const reschedule = useRescheduleBooking();
  const [choice, setChoice] = useState<AppointmentChoice>({
    centerId: booking.center.id,
    date: null,
    time: null,
  });
  const [problem, setProblem] = useState<string | null>(null);
  const current = useMemo(
    () => ({ centerId: booking.center.id, date: booking.appointmentDate, time: booking.appointmentTime }),
    [booking.center.id, booking.appointmentDate, booking.appointmentTime],
  );

  const submit = () => {
    const { centerId, date, time } = choice;
    if (!centerId || !date || !time || !isAppointmentTime(time)) {
      setProblem(TEXT.rescheduleFieldsRequired);
      return;
    }
    setProblem(null);
    reschedule
      .mutateAsync({
        id: booking.id,
        appointmentDate: date,
        appointmentTime: time,
        vaccinationCenter: centerId,
      })
      .then(
        () => {
          notification.success({ title: TEXT.rescheduledTitle, description: TEXT.rescheduled });
          onDone();
        },
        (error: unknown) => {
          const failure = rescheduleFailureOf(error, TEXT, errorText);
          if (failure.connectionLost) {
            notification.error({ title: TEXT.connectionErrorTitle, description: failure.message });
          }
          setProblem(failure.message);
        },
      );
  };

  return (
    <Form layout="vertical" className="reschedule-form" onFinish={submit}>
      <p className="reschedule-form__current">
        <Trans
          ns="vaccination"
          i18nKey="reschedule.current"
          values={{
            date: texts.format.weekdayDate(booking.appointmentDate),
            time: texts.format.nepalClock(booking.appointmentTime),
            centre: booking.center.name,
          }}
          components={{ date: <strong />, time: <strong /> }}
        />
      </p>
      <AppointmentPicker
        idPrefix="reschedule"
        value={choice}
        onChange={(next) => {
          setChoice(next);
          setProblem(null);
        }}
        current={current}
      />
      {problem && <Alert type="error" showIcon title={problem} className="reschedule-form__problem" />}
      <div className="reschedule-form__actions">
        <Button onClick={onDone} disabled={reschedule.isPending}>
          {texts.reschedule.keep}
        </Button>
        <Button type="primary" htmlType="submit" loading={reschedule.isPending}>
          {texts.reschedule.submit}
        </Button>
      </div>
    </Form>
  );
}
