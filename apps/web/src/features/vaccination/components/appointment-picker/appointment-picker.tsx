import { APPOINTMENT_TIMES, BOOKING_WINDOW_DAYS, addDays } from '@kukur/contracts';
import { Alert, DatePicker, Form, Radio, Select, Skeleton } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo } from 'react';
import type { AvailabilityDay } from '../../api/booking-types';
import { useAvailability } from '../../api/get-availability';
import { useCenters } from '../../api/get-centers';
import { DATE_PICKER_FORMAT } from '@/shared/format';
import { useVaccinationTexts } from '../../vaccination-texts';
import './appointment-picker.css';

export interface AppointmentChoice {
  centerId: string | null;
  /** Nepal date, YYYY-MM-DD. */
  date: string | null;
  /** HH:MM, Nepal time. */
  time: string | null;
}

export interface AppointmentPickerProps {
  value: AppointmentChoice;
  onChange: (value: AppointmentChoice) => void;
  /** Offer the centre choice (the wizard and the dialogs); otherwise `value.centerId` is used as it is. */
  showCenter?: boolean;
  /** Ids that prefix the fields, so two pickers on one page keep unique labels. */
  idPrefix?: string;
  /** A booking being moved: its own time counts as free. */
  current?: { centerId: string; date: string; time: string };
}

/**
 * Centre, date and time of an appointment, from the server's availability: closing days, days without a
 * free time and days outside the booking window cannot be picked, and taken or past times are disabled.
 */
export function AppointmentPicker({
  value,
  onChange,
  showCenter = true,
  idPrefix = 'appointment',
  current,
}: AppointmentPickerProps) {
  const all = useVaccinationTexts();
  const texts = all.picker;
  const centers = useCenters();
  // The main centre is the choice until the customer picks another. Every change below carries it, so the
  // form holds it with the first date; an effect writing it back would race the customer's first click and
  // could undo a date picked on a slow device.
  const centerId = value.centerId ?? centers.data?.[0]?.id ?? null;
  const availability = useAvailability(
    { center: centerId ?? undefined, ...windowRange() },
    Boolean(centerId),
  );
  const days = useMemo(() => {
    const byDate = new Map<string, AvailabilityDay>();
    for (const day of availability.data?.centers[0]?.days ?? [])
      byDate.set(day.date, withCurrent(day, centerId, current));
    return byDate;
  }, [availability.data, centerId, current]);
  const chosenDay = value.date ? days.get(value.date) : undefined;

  if (centers.isError || availability.isError) {
    return <Alert type="error" showIcon title={texts.loadFailed} />;
  }

  return (
    <div className="appointment-picker">
      {showCenter && (
        <Form.Item label={texts.center} htmlFor={`${idPrefix}-center`} required>
          <Select
            id={`${idPrefix}-center`}
            size="large"
            loading={centers.isPending}
            value={centerId ?? undefined}
            options={(centers.data ?? []).map((center) => ({
              value: center.id,
              label: `${center.name} · ${center.address}, ${center.city}`,
            }))}
            onChange={(id: string) => onChange({ centerId: id, date: null, time: null })}
          />
        </Form.Item>
      )}
      <Form.Item
        label={texts.date}
        htmlFor={`${idPrefix}-date`}
        required
        extra={
          value.date && (
            <span className="appointment-picker__chosen">
              {texts.chosenDay(all.format.dateWithBs(value.date))}
            </span>
          )
        }
      >
        <DatePicker
          id={`${idPrefix}-date`}
          size="large"
          // Shown in the first format, and typed in either (the calendar's days are no keyboard stops). Enter
          // takes typed text only if the field's text parses back, so no weekday: dayjs cannot parse "dddd".
          // A touch screen keeps its on-screen keyboard closed and taps the calendar.
          format={DATE_FORMATS}
          placeholder={texts.datePlaceholder}
          inputReadOnly={isTouchScreen()}
          allowClear={false}
          disabled={!availability.data}
          value={value.date ? dayjs(value.date) : null}
          disabledDate={(day: Dayjs) => {
            const entry = days.get(day.format('YYYY-MM-DD'));
            return !entry || !entry.open || entry.freeTimes.length === 0;
          }}
          onChange={(day: Dayjs | null) =>
            onChange({ centerId, date: day ? day.format('YYYY-MM-DD') : null, time: null })
          }
          style={{ width: '100%' }}
        />
      </Form.Item>
      <Form.Item label={texts.time} required>
        {availability.isPending && centerId ? (
          <Skeleton.Input active block />
        ) : (
          <Radio.Group
            className="appointment-picker__times"
            optionType="button"
            buttonStyle="solid"
            aria-label={texts.time}
            value={value.time}
            onChange={(event) => onChange({ centerId, date: value.date, time: event.target.value as string })}
            options={APPOINTMENT_TIMES.map((time) => ({
              value: time,
              label: all.format.clock(time),
              disabled: !chosenDay || !chosenDay.freeTimes.includes(time),
            }))}
          />
        )}
        {!value.date && <p className="appointment-picker__hint">{texts.chooseDate}</p>}
      </Form.Item>
    </div>
  );
}

const DATE_FORMATS = [DATE_PICKER_FORMAT, 'YYYY-MM-DD'];

/** A phone or tablet: a finger, no mouse (where typing the date would only open the on-screen keyboard). */
function isTouchScreen(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches;
}

/**
 * The whole booking window in one request. The server's today is Nepal's; a day of slack either side of
 * the browser's today covers a browser in another zone (the server marks days outside the window closed).
 */
function windowRange(): { from?: string; to?: string } {
  const today = dayjs().format('YYYY-MM-DD');
  return { from: addDays(today, -1), to: addDays(today, BOOKING_WINDOW_DAYS + 1) };
}

function withCurrent(
  day: AvailabilityDay,
  centerId: string | null,
  current: AppointmentPickerProps['current'],
): AvailabilityDay {
  if (
    !current ||
    current.centerId !== centerId ||
    current.date !== day.date ||
    day.freeTimes.includes(current.time)
  ) {
    return day;
  }
  return { ...day, freeTimes: [...day.freeTimes, current.time].sort() };
}
