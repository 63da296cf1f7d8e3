import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { GetProductQuery } from '@kukur/server-catalogue';
import { ListMarketingCustomerEmailsQuery } from '@kukur/server-identity';
import { recordEvent } from '@kukur/server-kernel';
import { Announcement } from '../../domain/announcement.entity';
import { ProductAnnouncedEvent } from '../../domain/events/product-announced.event';
import { AnnounceProductCommand, AnnounceProductResult } from './announce-product.command';
import { confirmedSubscribers, PAGE, RecipientList } from './recipient-list';

@CommandHandler(AnnounceProductCommand)
export class AnnounceProductHandler implements ICommandHandler<AnnounceProductCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
  ) {}

  async execute({ productId, adminId }: AnnounceProductCommand): Promise<AnnounceProductResult> {
    const product = await this.queryBus.execute(new GetProductQuery(productId));
    return this.em.fork().transactional(async (tx) => {
      const announcement = tx.create(Announcement, {
        productId: product.id,
        productName: product.name,
        requestedBy: adminId,
        recipients: 0,
      });
      await tx.flush();
      // Only who asked for it: confirmed newsletter subscribers and customers who opted in, each address
      // once, page by page (a shop of 100,000 never holds its list at once).
      const recipients = new RecipientList(tx, announcement.id);
      await recipients.addPages((after) =>
        this.queryBus.execute(new ListMarketingCustomerEmailsQuery(after, PAGE)),
      );
      await recipients.addPages((after) => confirmedSubscribers(tx, after));
      announcement.recipients = recipients.added;
      await tx.flush();
      recordEvent(
        tx,
        new ProductAnnouncedEvent({
          announcementId: announcement.id,
          batches: recipients.batches,
          product: {
            id: product.id,
            name: product.name,
            description: product.description,
            nameNe: product.nameNe,
            descriptionNe: product.descriptionNe,
            category: product.category,
            price: product.price,
            oldPrice: product.oldPrice,
            discount: product.discount,
            image: product.image,
          },
        }),
      );
      return { announcementId: announcement.id, recipients: recipients.added };
    });
  }
}
