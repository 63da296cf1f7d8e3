import { Command } from '@nestjs/cqrs';

/**
 * An admin deletes a product: it leaves the shop at once, but its row (and reviews) stay, because orders
 * that bought it must keep what they bought. A product is never destroyed.
 */
export class HideProductCommand extends Command<void> {
  constructor(readonly productId: string) {
    super();
  }
}
