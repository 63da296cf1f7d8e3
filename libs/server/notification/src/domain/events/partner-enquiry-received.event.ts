import type { PartnerType } from '@kukur/contracts';
import { DomainEvent } from '@kukur/server-kernel';

export interface PartnerEnquiryReceivedPayload {
  enquiryId: string;
  name: string;
  email: string;
  phoneNumber: string;
  partnerType: PartnerType;
  message: string;
  receivedAt: string;
  /** The shop's admins when it arrived: they are e-mailed about it. */
  adminEmails: string[];
}

/** Someone sent the "Become a Partner" form; the admins hear of it and the sender gets a short receipt. */
export class PartnerEnquiryReceivedEvent extends DomainEvent<PartnerEnquiryReceivedPayload> {
  static readonly type = 'notification.partner-enquiry-received';
  readonly type = PartnerEnquiryReceivedEvent.type;
}
