import { CheckOutlined } from '@ant-design/icons';
import { Button, Form, Modal } from 'antd';
import { useState } from 'react';
import { useBookableVaccines } from '../../api/get-bookable-vaccines';
import { type BookingForm, type BookingOwner, newBookingForm } from '../../utils/booking-form';
import { type BookingProblem, prepareBooking } from '../../utils/booking-rules';
import { AppointmentPicker } from '../appointment-picker/appointment-picker';
import { BookingAlert } from './booking-alert';
import { useVaccinationTexts } from '../../vaccination-texts';
import { DogFields } from './dog-fields';
import { OwnerFields } from './owner-fields';
import { SpecialInstructionsField } from './special-instructions-field';
import { useSubmitBooking } from './use-submit-booking';
import { VaccineSelect } from './vaccine-select';
import './booking.css';

export interface ScheduleVaccinationDialogProps {
  open: boolean;
  owner: BookingOwner;
  onClose: () => void;
}

const ID_PREFIX = 'schedule-vaccination';

/**
 * The Schedule Vaccination dialog: owner (prefilled from the profile), vaccine, centre, date and time,
 * dog and special instructions on one form, checked as a whole before it is sent. On success the customer
 * is told and goes to the confirmation; a time taken meanwhile is cleared for a new choice.
 */
export function ScheduleVaccinationDialog({ open, owner, onClose }: ScheduleVaccinationDialogProps) {
  const all = useVaccinationTexts();
  const texts = all.dialog;
  const [form, setForm] = useState<BookingForm>(() => newBookingForm(owner));
  const [problem, setProblem] = useState<BookingProblem | null>(null);
  const { submit, submitting } = useSubmitBooking();
  const vaccines = useBookableVaccines();
  const vaccine = vaccines.data?.find((candidate) => candidate.id === form.vaccineId);

  const change = (changes: Partial<BookingForm>) => setForm((current) => ({ ...current, ...changes }));

  const book = async () => {
    const prepared = prepareBooking(form, owner.email, all);
    if ('problem' in prepared) return setProblem(prepared.problem);
    setProblem(null);
    const failure = await submit(prepared.request);
    // Booked: the customer is on the confirmation already; a dialog opened again starts afresh.
    if (!failure) return setForm(newBookingForm(owner));
    if (failure.slotTaken) change({ time: null });
    setProblem({ title: all.messages.bookingFailedTitle, message: failure.message });
  };

  return (
    <Modal
      open={open}
      title={texts.title}
      onCancel={onClose}
      footer={null}
      width={680}
      centered
      mask={{ closable: !submitting }}
      keyboard={!submitting}
      closable={!submitting}
    >
      <p className="schedule-dialog__lead">{texts.lead}</p>
      <Form layout="vertical" onFinish={book} noValidate disabled={submitting}>
        <fieldset className="booking-fieldset">
          <legend>{texts.appointmentTitle}</legend>
          <VaccineSelect
            idPrefix={ID_PREFIX}
            value={form.vaccineId}
            onChange={(vaccineId) => change({ vaccineId })}
          />
          {vaccine && (
            <p className="schedule-dialog__price">{texts.priceLine(all.format.price(vaccine.price))}</p>
          )}
          <AppointmentPicker
            idPrefix={ID_PREFIX}
            value={{ centerId: form.centerId, date: form.date, time: form.time }}
            onChange={(choice) => change(choice)}
          />
        </fieldset>
        <fieldset className="booking-fieldset">
          <legend>{texts.ownerTitle}</legend>
          <OwnerFields idPrefix={ID_PREFIX} values={form} onChange={change} />
        </fieldset>
        <fieldset className="booking-fieldset">
          <legend>{texts.dogTitle}</legend>
          <DogFields idPrefix={ID_PREFIX} values={form} onChange={change} />
          <SpecialInstructionsField
            idPrefix={ID_PREFIX}
            value={form.specialInstructions}
            onChange={(specialInstructions) => change({ specialInstructions })}
          />
        </fieldset>
        <BookingAlert problem={problem} />
        <div className="booking-wizard__actions">
          <Button
            type="primary"
            size="large"
            htmlType="submit"
            icon={<CheckOutlined aria-hidden />}
            loading={submitting}
          >
            {texts.submit}
          </Button>
        </div>
      </Form>
    </Modal>
  );
}
