import { Result, type ResultProps } from 'antd';
import { type ReactNode, useEffect, useRef } from 'react';

/**
 * The page's h1, focused when it appears: the page changes from "verifying" to its outcome without a
 * navigation, and a screen reader should hear the outcome.
 */
function OutcomeHeading({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <h1 className="payment-outcome__title" tabIndex={-1} ref={ref}>
      {children}
    </h1>
  );
}

export interface PaymentOutcomeProps extends Omit<ResultProps, 'title' | 'className'> {
  title: ReactNode;
}

/** How paying turned out (paid, confirmed, processing, failed...), headed by the page's focused h1. */
export function PaymentOutcome({ title, ...result }: PaymentOutcomeProps) {
  return <Result className="payment-outcome" title={<OutcomeHeading>{title}</OutcomeHeading>} {...result} />;
}
