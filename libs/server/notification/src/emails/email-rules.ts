import { accountDeletedEmail } from './account-deleted.email';
import { bookingAdminNoticeEmail } from './booking-admin-notice.email';
import { bookingEmailRequestedEmail } from './booking-email-requested.email';
import { bookingReminderEmail } from './booking-reminder.email';
import { bookingRequestedEmail } from './booking-requested.email';
import { bookingRescheduledEmail } from './booking-rescheduled.email';
import { bookingStatusChangedEmail } from './booking-status-changed.email';
import { EmailRule } from './email-rule';
import { loginCodeEmail } from './login-code.email';
import { newsletterConfirmationEmail } from './newsletter-confirmation.email';
import { newsletterWelcomeEmail } from './newsletter-welcome.email';
import { orderEmailRequestedEmail } from './order-email-requested.email';
import { orderPaidEmail } from './order-paid.email';
import { orderPlacedEmail } from './order-placed.email';
import { orderStatusChangedEmail } from './order-status-changed.email';
import { partnerEnquiryAdminNoticeEmail, partnerEnquiryReceiptEmail } from './partner-enquiry.email';
import { passwordChangedEmail } from './password-changed.email';
import { paymentRefundedEmail } from './payment-refunded.email';
import { passwordResetCodeEmail } from './password-reset-code.email';
import { verificationCodeEmail } from './verification-code.email';
import { webhookEndpointPausedEmail } from './webhook-endpoint-paused.email';
import { welcomeEmail } from './welcome.email';

/** A rule whose payload type has been forgotten, so rules of every event fit in one list. */
export type AnyEmailRule = EmailRule<Record<string, unknown>>;

function anyRule<TPayload extends object>(rule: EmailRule<TPayload>): AnyEmailRule {
  return rule as unknown as AnyEmailRule;
}

/** Every e-mail the system sends, by the event that causes it. */
export const EMAIL_RULES: readonly AnyEmailRule[] = [
  anyRule(newsletterConfirmationEmail),
  anyRule(newsletterWelcomeEmail),
  anyRule(verificationCodeEmail),
  anyRule(passwordResetCodeEmail),
  anyRule(loginCodeEmail),
  anyRule(welcomeEmail),
  anyRule(passwordChangedEmail),
  anyRule(accountDeletedEmail),
  anyRule(orderPlacedEmail),
  anyRule(orderStatusChangedEmail),
  anyRule(orderEmailRequestedEmail),
  anyRule(orderPaidEmail),
  anyRule(paymentRefundedEmail),
  anyRule(bookingRequestedEmail),
  anyRule(bookingAdminNoticeEmail),
  anyRule(bookingStatusChangedEmail),
  anyRule(bookingRescheduledEmail),
  anyRule(bookingEmailRequestedEmail),
  anyRule(bookingReminderEmail),
  anyRule(partnerEnquiryAdminNoticeEmail),
  anyRule(partnerEnquiryReceiptEmail),
  anyRule(webhookEndpointPausedEmail),
];

export function emailRulesFor(eventType: string): AnyEmailRule[] {
  return EMAIL_RULES.filter((rule) => rule.eventType === eventType);
}
