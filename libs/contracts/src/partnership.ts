import { isValidEmail } from './email';
import { PHONE_PATTERN } from './ordering';

/** What kind of partner writes through the /contact ("Become a Partner") form. */
export const PARTNER_TYPES = ['vet', 'groomer', 'supplier', 'other'] as const;
export type PartnerType = (typeof PARTNER_TYPES)[number];

export const PARTNER_TYPE_LABELS: Record<PartnerType, string> = {
  vet: 'Vet or clinic',
  groomer: 'Groomer',
  supplier: 'Supplier',
  other: 'Other partner',
};

/** The same in Nepali (the sender's receipt e-mail; the web's form has them in its catalogue). */
export const PARTNER_TYPE_LABELS_NE: Record<PartnerType, string> = {
  vet: 'पशु चिकित्सक वा क्लिनिक',
  groomer: 'ग्रुमर',
  supplier: 'आपूर्तिकर्ता',
  other: 'अन्य साझेदार',
};

export const PARTNER_NAME_MAX_LENGTH = 100;
export const PARTNER_MESSAGE_MIN_LENGTH = 10;
export const PARTNER_MESSAGE_MAX_LENGTH = 2000;

/** The contact form's texts, shared by the server's answers and the web form. */
export const PARTNERSHIP_MESSAGES = {
  nameRequired: 'Please enter your name',
  nameTooLong: `Your name can have at most ${PARTNER_NAME_MAX_LENGTH} characters`,
  emailRequired: 'Please enter your e-mail address',
  invalidEmail: 'Please enter a valid email address',
  phoneRequired: 'Please enter your phone number',
  phoneFormat: 'Phone number must be exactly 10 digits and contain only numbers',
  partnerTypeRequired: 'Please choose what kind of partner you are',
  partnerTypeUnknown: 'Partner type must be one of: vet, groomer, supplier, other',
  messageRequired: 'Please write us a message',
  messageTooShort: `Please tell us a little more (at least ${PARTNER_MESSAGE_MIN_LENGTH} characters)`,
  messageTooLong: `A message can have at most ${PARTNER_MESSAGE_MAX_LENGTH} characters`,
  sent: 'Thank you! Your message has reached our team, and a copy is on its way to your inbox. We will get back to you soon.',
  failed: "We couldn't send your message. Please try again.",
  tooManyEnquiries: (minutes: number) =>
    `You have sent several messages already. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
} as const;
/** Partner enquiries one address (IP) may send in PARTNER_ENQUIRY_RATE_WINDOW_SECONDS. */
export const PARTNER_ENQUIRY_RATE_LIMIT = 5;
export const PARTNER_ENQUIRY_RATE_WINDOW_SECONDS = 60 * 60;

/** The contact form's fields a visitor types. */
export type PartnerTextField = 'name' | 'email' | 'phoneNumber' | 'message';

/** A problem the contact form's own checks can find in a typed field: a key of PARTNERSHIP_MESSAGES. */
export type PartnerFieldProblem =
  | 'nameRequired'
  | 'nameTooLong'
  | 'emailRequired'
  | 'invalidEmail'
  | 'phoneRequired'
  | 'phoneFormat'
  | 'messageRequired'
  | 'messageTooShort'
  | 'messageTooLong';

/**
 * Which problem one typed field of the contact form has, or null when it is fine: the server's rules, for
 * the web form to say before sending (in the reader's language; PARTNERSHIP_MESSAGES has the English).
 */
export function partnerFieldProblemKey(field: PartnerTextField, value: string): PartnerFieldProblem | null {
  const text = value.trim();
  switch (field) {
    case 'name':
      if (!text) return 'nameRequired';
      return text.length > PARTNER_NAME_MAX_LENGTH ? 'nameTooLong' : null;
    case 'email':
      if (!text) return 'emailRequired';
      return isValidEmail(text) ? null : 'invalidEmail';
    case 'phoneNumber':
      if (!text) return 'phoneRequired';
      return PHONE_PATTERN.test(text) ? null : 'phoneFormat';
    case 'message':
      if (!text) return 'messageRequired';
      if (text.length < PARTNER_MESSAGE_MIN_LENGTH) return 'messageTooShort';
      return text.length > PARTNER_MESSAGE_MAX_LENGTH ? 'messageTooLong' : null;
  }
}

/** The problem with one typed field of the contact form in the server's (English) words, or null when fine. */
export function partnerFieldProblem(field: PartnerTextField, value: string): string | null {
  const problem = partnerFieldProblemKey(field, value);
  return problem && PARTNERSHIP_MESSAGES[problem];
}
