import { Query } from '@nestjs/cqrs';
import type { MarketingLinkPurpose } from '../../marketing/marketing-token';

export interface MarketingLinkDetails {
  email: string;
}

/** Which address a signed link acts on, so its page can say what will happen; changes nothing. */
export class ReadMarketingLinkQuery extends Query<MarketingLinkDetails> {
  constructor(
    readonly purpose: MarketingLinkPurpose,
    readonly token: string,
  ) {
    super();
  }
}
