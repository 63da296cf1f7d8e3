import { Command } from '@nestjs/cqrs';
import type { Language, PartnerType } from '@kukur/contracts';

export interface PartnerEnquiryInput {
  name: string;
  email: string;
  phoneNumber: string;
  partnerType: PartnerType;
  message: string;
}

/**
 * A visitor sends the "Become a Partner" form from `ip`: it is stored, and the admins are e-mailed about it
 * (with a short receipt to the sender, in `language`) through the outbox and the e-mail queue.
 */
export class SubmitPartnerEnquiryCommand extends Command<{ id: string; createdAt: Date }> {
  constructor(
    readonly enquiry: PartnerEnquiryInput,
    readonly ip: string,
    readonly language?: Language,
  ) {
    super();
  }
}
