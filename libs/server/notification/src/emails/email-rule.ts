/** A calendar invite sent with an e-mail (iCalendar text, RFC 5545/5546). */
export interface CalendarInvite {
  method: 'REQUEST' | 'CANCEL';
  content: string;
}

import type { Language } from '@kukur/contracts';

/** One e-mail to send for an event. */
export interface EmailToSend {
  to: string;
  /** The English subject; the other languages' subjects are with their templates. */
  subject: string;
  /**
   * The language the event says the recipient chose (a visitor without an account: signup code,
   * newsletter). An account's own language comes first; without either the e-mail is in English.
   */
  language?: Language;
  context: Record<string, unknown>;
  /** Another template than the rule's (a rule whose e-mail depends on the payload, e.g. a status). */
  template?: string;
  calendar?: CalendarInvite;
  /**
   * A marketing e-mail (newsletter, announcement): it gets an unsubscribe link for its address and the
   * List-Unsubscribe / List-Unsubscribe-Post headers. Transactional e-mails (codes, orders, bookings) do not.
   */
  marketing?: boolean;
}

/** What a rule may use besides the payload. */
export interface EmailTools {
  /** Opens a value the publishing module sealed (SecretBox) under `purpose`, e.g. a one-time code. */
  open(purpose: string, sealed: string): string;
  /** The shop's address, without a trailing slash. */
  publicUrl: string;
  shopName: string;
  /** Who the shop's e-mails come from (the organizer of calendar invites). */
  sender: { name: string; email: string };
  /** The signed link that confirms a newsletter subscription of `email` (double opt-in). */
  confirmSubscriptionUrl(email: string): string;
}

/** Which e-mails an event causes: the event type, the template, and who gets what. */
export interface EmailRule<TPayload extends object = Record<string, unknown>> {
  eventType: string;
  template: string;
  /** What the e-mail log shows as the subject when the real one carries a secret (a one-time code). */
  logSubject?: string;
  build(payload: TPayload, tools: EmailTools): EmailToSend[];
}
