import { LANGUAGES, PARTNER_TYPES } from '@kukur/contracts';
import { defineEvent, DomainEvent, QUEUE_NAMES, z } from '@kukur/server-kernel';

/** Someone sent the "Become a Partner" form; the admins hear of it and the sender gets a short receipt. */
export const PARTNER_ENQUIRY_RECEIVED = defineEvent({
  type: 'notification.partner-enquiry-received.v1',
  formerly: 'notification.partner-enquiry-received',
  schema: z.object({
    enquiryId: z.string(),
    name: z.string(),
    email: z.string(),
    phoneNumber: z.string(),
    partnerType: z.enum(PARTNER_TYPES),
    message: z.string(),
    receivedAt: z.string(),
    /** The shop's admins when it arrived: they are e-mailed about it. */
    adminEmails: z.array(z.string()),
    /** The language the sender wrote in: their receipt is in it. */
    language: z.enum(LANGUAGES).optional(),
  }),
  queues: [QUEUE_NAMES.email],
});
export type PartnerEnquiryReceivedPayload = z.infer<typeof PARTNER_ENQUIRY_RECEIVED.schema>;

export class PartnerEnquiryReceivedEvent extends DomainEvent<PartnerEnquiryReceivedPayload> {
  static readonly type = PARTNER_ENQUIRY_RECEIVED.type;
  readonly type = PartnerEnquiryReceivedEvent.type;
}
