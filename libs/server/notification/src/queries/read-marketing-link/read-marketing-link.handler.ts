import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { MarketingLinks } from '../../marketing/marketing-links';
import { MarketingLinkDetails, ReadMarketingLinkQuery } from './read-marketing-link.query';

@QueryHandler(ReadMarketingLinkQuery)
export class ReadMarketingLinkHandler implements IQueryHandler<ReadMarketingLinkQuery> {
  constructor(private readonly links: MarketingLinks) {}

  async execute({ purpose, token }: ReadMarketingLinkQuery): Promise<MarketingLinkDetails> {
    return { email: this.links.tokens.verify(purpose, token) };
  }
}
