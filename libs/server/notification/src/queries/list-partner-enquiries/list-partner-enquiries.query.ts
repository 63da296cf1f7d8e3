import { Query } from '@nestjs/cqrs';
import type { PartnerType } from '@kukur/contracts';
import type { PartnerEnquiryDto } from '../../http/partner-enquiry.dto';

export interface PartnerEnquiryFilter {
  /** Part of the sender's name or e-mail address. */
  search?: string;
  partnerType?: PartnerType;
  offset: number;
  limit: number;
}

export interface PartnerEnquiryPage {
  enquiries: PartnerEnquiryDto[];
  total: number;
}

/** The "Become a Partner" messages for the admins, newest first, a page at a time. */
export class ListPartnerEnquiriesQuery extends Query<PartnerEnquiryPage> {
  constructor(readonly filter: PartnerEnquiryFilter) {
    super();
  }
}
