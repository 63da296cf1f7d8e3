import { Command } from '@nestjs/cqrs';

export interface AnnounceProductResult {
  announcementId: string;
  recipients: number;
}

/** An admin tells every newsletter subscriber and customer (each address once) about a product. */
export class AnnounceProductCommand extends Command<AnnounceProductResult> {
  constructor(
    readonly productId: string,
    readonly adminId: string,
  ) {
    super();
  }
}
