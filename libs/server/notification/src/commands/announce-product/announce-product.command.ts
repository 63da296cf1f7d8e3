import { Command } from '@nestjs/cqrs';

export interface AnnounceProductResult {
  announcementId: string;
  recipients: number;
}

/**
 * An admin tells those who asked for marketing e-mail about a product: confirmed newsletter subscribers and
 * customers who opted in, each address once.
 */
export class AnnounceProductCommand extends Command<AnnounceProductResult> {
  constructor(
    readonly productId: string,
    readonly adminId: string,
  ) {
    super();
  }
}
