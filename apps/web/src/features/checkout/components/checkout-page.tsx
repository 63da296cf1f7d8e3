import { ArrowLeftOutlined, ArrowRightOutlined, CheckOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Steps } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { FirstOrderOffer } from '@/shared/orders';
import { Breadcrumb } from '@/shared/ui/breadcrumb';
import '@/shared/ui/summary-page.css';
import { useCheckoutTexts } from '../checkout-messages';
import type { CheckoutLine, CheckoutUser, DeliveryDetails, PlaceOrder } from '../checkout-types';
import {
  addressProblem,
  contactProblem,
  type FailureText,
  hasSavedDetails,
  orderFailureText,
  prefillDetails,
  prepareOrder,
} from '../utils/checkout-rules';
import { AddressStep } from './address-step';
import { ContactStep } from './contact-step';
import { OrderSummary } from './order-summary';
import { ReviewStep } from './review-step';
import './checkout.css';

export interface CheckoutPageProps {
  user: CheckoutUser | null;
  lines: readonly CheckoutLine[];
  /** Asks the shop to place the order; on success the caller clears the cart and moves on to payment. */
  onPlaceOrder: PlaceOrder;
  /** The shop's first-order offer for this customer (null while unknown). */
  offer?: FirstOrderOffer | null;
}

type Step = 0 | 1 | 2;

/**
 * /checkout: Contact, Address and Review, each with Back and the Review with Edit links; the form is
 * pre-filled from the profile's saved delivery details, and the Review offers to save what was typed. Every step checks its fields before moving on, and Place Order checks
 * the whole order before sending it.
 */
export function CheckoutPage({ user, lines, onPlaceOrder, offer = null }: CheckoutPageProps) {
  const TEXT = useCheckoutTexts();
  const STEP_TITLES = [TEXT.stepTitles.contact, TEXT.stepTitles.address, TEXT.stepTitles.review] as const;
  const [step, setStep] = useState<Step>(0);
  const [details, setDetails] = useState<DeliveryDetails>(() => prefillDetails(user));
  // Offered ticked to a customer who has nothing saved yet; one who has can tick it to replace them.
  const [saveDetails, setSaveDetails] = useState(() => !hasSavedDetails(user));
  const [problem, setProblem] = useState<FailureText | null>(null);
  const [placing, setPlacing] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    // Focus follows the step, so a screen reader hears where the customer is (not on first arrival).
    if (moved.current) headingRef.current?.focus();
  }, [step]);

  const goTo = (next: Step) => {
    moved.current = true;
    setProblem(null);
    setStep(next);
  };

  const change = (changes: Partial<DeliveryDetails>) => setDetails((current) => ({ ...current, ...changes }));

  const next = () => {
    const found = step === 0 ? contactProblem(details, TEXT) : addressProblem(details, TEXT);
    if (found) return setProblem({ title: found });
    goTo(step === 0 ? 1 : 2);
  };

  const placeOrder = async () => {
    const prepared = prepareOrder({ user, lines, details }, TEXT);
    if ('problem' in prepared) return setProblem({ title: prepared.problem });
    setProblem(null);
    setPlacing(true);
    try {
      const outcome = await onPlaceOrder(prepared.request, { saveDetails });
      if (!outcome.placed) setProblem(orderFailureText(outcome.failure, TEXT));
    } finally {
      setPlacing(false);
    }
  };

  return (
    <div className="summary-page page-container">
      <Breadcrumb
        aria-label={TEXT.breadcrumb.label}
        items={[
          { title: <Link to="/home">{TEXT.breadcrumb.home}</Link> },
          { title: <Link to="/cart">{TEXT.breadcrumb.cart}</Link> },
          { title: TEXT.breadcrumb.checkout },
        ]}
      />
      <h1 className="section-title">{TEXT.title}</h1>
      <nav aria-label={TEXT.progressLabel}>
        <Steps current={step} items={TEXT.steps.map((title) => ({ title }))} responsive />
      </nav>
      <div className="summary-page__layout">
        <section className="checkout-step summary-page__panel" aria-labelledby="checkout-step-title">
          <h2 id="checkout-step-title" className="checkout-step__title" tabIndex={-1} ref={headingRef}>
            {TEXT.stepHeading(step + 1, STEP_TITLES[step])}
          </h2>
          <Form layout="vertical" onFinish={step === 2 ? placeOrder : next} noValidate disabled={placing}>
            {step === 0 && <ContactStep details={details} onChange={change} />}
            {step === 1 && <AddressStep details={details} onChange={change} />}
            {step === 2 && (
              <ReviewStep
                details={details}
                onEdit={goTo}
                saveDetails={saveDetails}
                onSaveDetailsChange={setSaveDetails}
              />
            )}
            {problem && (
              <Alert
                className="checkout-step__alert"
                type="error"
                showIcon
                title={problem.title}
                description={problem.detail}
              />
            )}
            <div className="checkout-step__actions">
              {step === 0 ? (
                <Link to="/cart" className="checkout-step__back-link">
                  <ArrowLeftOutlined aria-hidden /> {TEXT.backToCart}
                </Link>
              ) : (
                <Button icon={<ArrowLeftOutlined aria-hidden />} onClick={() => goTo(step === 2 ? 1 : 0)}>
                  {TEXT.back}
                </Button>
              )}
              {step < 2 ? (
                <Button
                  type="primary"
                  htmlType="submit"
                  icon={<ArrowRightOutlined aria-hidden />}
                  iconPlacement="end"
                >
                  {TEXT.next}
                </Button>
              ) : (
                <Button
                  type="primary"
                  size="large"
                  htmlType="submit"
                  icon={<CheckOutlined aria-hidden />}
                  loading={placing}
                >
                  {TEXT.placeOrder}
                </Button>
              )}
            </div>
          </Form>
        </section>
        <OrderSummary lines={lines} offer={offer} />
      </div>
    </div>
  );
}
