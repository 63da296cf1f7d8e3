import { ArrowLeftOutlined, ArrowRightOutlined, CheckOutlined } from '@ant-design/icons';
import { Button, Form, Modal, Steps } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { type BookingForm, type BookingOwner, newBookingForm } from '../../utils/booking-form';
import {
  appointmentProblem,
  type BookingProblem,
  ownerProblem,
  prepareBooking,
} from '../../utils/booking-rules';
import { AppointmentPicker } from '../appointment-picker/appointment-picker';
import { BookingAlert } from './booking-alert';
import { useVaccinationTexts } from '../../vaccination-texts';
import { BookingSummary } from './booking-summary';
import { DogFields } from './dog-fields';
import { OwnerFields } from './owner-fields';
import { SpecialInstructionsField } from './special-instructions-field';
import { useSubmitBooking } from './use-submit-booking';
import './booking.css';

/** A vaccine as booking needs it. */
export interface BookableVaccine {
  id: string;
  name: string;
  price: number;
}

export interface BookingWizardProps {
  open: boolean;
  vaccine: BookableVaccine;
  owner: BookingOwner;
  onClose: () => void;
}

type Step = 0 | 1 | 2;

const ID_PREFIX = 'booking-wizard';

/**
 * The three-step booking of one vaccine: date and time, owner information (prefilled from the profile),
 * dog information with a summary. Each step is checked before the next; closing goes back to step 1 and
 * keeps what was typed. A time taken meanwhile sends the customer back to step 1 with fresh free times.
 */
export function BookingWizard({ open, vaccine, owner, onClose }: BookingWizardProps) {
  const all = useVaccinationTexts();
  const texts = all.wizard;
  const [step, setStep] = useState<Step>(0);
  const [form, setForm] = useState<BookingForm>(() => newBookingForm(owner, vaccine.id));
  const [problem, setProblem] = useState<BookingProblem | null>(null);
  const { submit, submitting } = useSubmitBooking();
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    // Focus follows the step, so a screen reader hears where the customer is.
    if (open) headingRef.current?.focus();
  }, [step, open]);

  const change = (changes: Partial<BookingForm>) => setForm((current) => ({ ...current, ...changes }));

  const goTo = (next: Step) => {
    setProblem(null);
    setStep(next);
  };

  const close = () => {
    goTo(0);
    onClose();
  };

  const next = () => {
    const found = step === 0 ? appointmentProblem(form, all.messages) : ownerProblem(form, all.messages);
    if (found) return setProblem(found);
    goTo(step === 0 ? 1 : 2);
  };

  const book = async () => {
    const prepared = prepareBooking(form, owner.email, all);
    if ('problem' in prepared) return setProblem(prepared.problem);
    setProblem(null);
    const failure = await submit(prepared.request);
    if (!failure) {
      setForm(newBookingForm(owner, vaccine.id));
      setStep(0);
      onClose();
      return;
    }
    const shown = { title: all.messages.bookingFailedTitle, message: failure.message };
    if (failure.slotTaken) {
      change({ time: null });
      setStep(0);
    }
    setProblem(shown);
  };

  const stepTitle = texts.steps[step];

  return (
    <Modal
      open={open}
      title={texts.title(vaccine.name)}
      onCancel={close}
      footer={null}
      width={640}
      centered
      mask={{ closable: !submitting }}
      keyboard={!submitting}
      closable={!submitting}
      // antd moves focus into the dialog (its Close button) once it has opened, after the effect above.
      afterOpenChange={(opened) => {
        if (opened) headingRef.current?.focus();
      }}
    >
      <nav aria-label={texts.progress} className="booking-wizard__steps">
        <Steps size="small" current={step} items={texts.steps.map((title) => ({ title }))} />
      </nav>
      <h2 className="booking-wizard__heading" tabIndex={-1} ref={headingRef}>
        {texts.stepHeading(step + 1, stepTitle)}
      </h2>
      <Form layout="vertical" onFinish={step === 2 ? book : next} noValidate disabled={submitting}>
        {step === 0 && (
          <AppointmentPicker
            idPrefix={ID_PREFIX}
            value={{ centerId: form.centerId, date: form.date, time: form.time }}
            onChange={(choice) => change(choice)}
          />
        )}
        {step === 1 && <OwnerFields idPrefix={ID_PREFIX} values={form} onChange={change} />}
        {step === 2 && (
          <>
            <DogFields idPrefix={ID_PREFIX} values={form} onChange={change} />
            <SpecialInstructionsField
              idPrefix={ID_PREFIX}
              value={form.specialInstructions}
              onChange={(specialInstructions) => change({ specialInstructions })}
            />
            <BookingSummary vaccine={vaccine} centerId={form.centerId} date={form.date} time={form.time} />
          </>
        )}
        <BookingAlert problem={problem} />
        <div className="booking-wizard__actions">
          {step > 0 && (
            <Button icon={<ArrowLeftOutlined aria-hidden />} onClick={() => goTo(step === 2 ? 1 : 0)}>
              {texts.back}
            </Button>
          )}
          {step < 2 ? (
            <Button
              type="primary"
              htmlType="submit"
              icon={<ArrowRightOutlined aria-hidden />}
              iconPlacement="end"
            >
              {texts.next}
            </Button>
          ) : (
            <Button
              type="primary"
              htmlType="submit"
              icon={<CheckOutlined aria-hidden />}
              loading={submitting}
            >
              {texts.confirm}
            </Button>
          )}
        </div>
      </Form>
    </Modal>
  );
}
