import { EmailRule } from './email-rule';
import { newsletterConfirmationEmail } from './newsletter-confirmation.email';

/** Every e-mail the system sends, by the event that causes it. */
export const EMAIL_RULES: EmailRule<never>[] = [newsletterConfirmationEmail as EmailRule<never>];

export function emailRulesFor(eventType: string): EmailRule<Record<string, unknown>>[] {
  return EMAIL_RULES.filter((rule) => rule.eventType === eventType) as EmailRule<Record<string, unknown>>[];
}
