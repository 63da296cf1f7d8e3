import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { GetProductQuery } from '@kukur/server-catalogue';
import { ListMarketingCustomerEmailsQuery } from '@kukur/server-identity';
import { recordEvent } from '@kukur/server-kernel';
import { Announcement } from '../../domain/announcement.entity';
import { ANNOUNCEMENT_BATCH_SIZE, batchCountFor } from '../../domain/announcement-batches';
import { ProductAnnouncedEvent } from '../../domain/events/product-announced.event';
import { NewsletterSubscription } from '../../domain/newsletter-subscription.entity';
import { AnnounceProductCommand, AnnounceProductResult } from './announce-product.command';

@CommandHandler(AnnounceProductCommand)
export class AnnounceProductHandler implements ICommandHandler<AnnounceProductCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
  ) {}

  async execute({ productId, adminId }: AnnounceProductCommand): Promise<AnnounceProductResult> {
    const product = await this.queryBus.execute(new GetProductQuery(productId));
    const em = this.em.fork();
    // Only who asked for it: confirmed newsletter subscribers and customers who opted in.
    const [customers, subscribers] = await Promise.all([
      this.queryBus.execute(new ListMarketingCustomerEmailsQuery()),
      em.find(
        NewsletterSubscription,
        { confirmedAt: { $ne: null }, unsubscribedAt: null },
        { fields: ['email'] },
      ),
    ]);
    const recipients = [
      ...new Set([...subscribers.map((s) => s.email), ...customers].map((e) => e.toLowerCase())),
    ];

    return em.transactional(async (tx) => {
      const announcement = tx.create(Announcement, {
        productId: product.id,
        productName: product.name,
        requestedBy: adminId,
        recipients: recipients.length,
      });
      await tx.flush();
      if (recipients.length > 0) {
        await tx.execute(
          `insert into announcement_recipient (announcement_id, email, batch)
           select ?, email, (ordinality - 1) / ? from jsonb_array_elements_text(?::jsonb) with ordinality as recipient(email, ordinality)`,
          [announcement.id, ANNOUNCEMENT_BATCH_SIZE, JSON.stringify(recipients)],
        );
      }
      recordEvent(
        tx,
        new ProductAnnouncedEvent({
          announcementId: announcement.id,
          batches: batchCountFor(recipients.length),
          product: {
            id: product.id,
            name: product.name,
            description: product.description,
            category: product.category,
            price: product.price,
            oldPrice: product.oldPrice,
            discount: product.discount,
            image: product.image,
          },
        }),
      );
      return { announcementId: announcement.id, recipients: recipients.length };
    });
  }
}
