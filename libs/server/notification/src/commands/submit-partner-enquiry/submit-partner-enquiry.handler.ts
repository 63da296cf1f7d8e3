import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { ListAdminEmailsQuery } from '@kukur/server-identity';
import { recordEvent } from '@kukur/server-kernel';
import { PartnerEnquiryReceivedEvent } from '../../domain/events/partner-enquiry-received.event';
import { PartnerEnquiry } from '../../domain/partner-enquiry.entity';
import { PartnerEnquiryRateLimit } from '../../partnership/partner-enquiry-rate-limit';
import { SubmitPartnerEnquiryCommand } from './submit-partner-enquiry.command';

@CommandHandler(SubmitPartnerEnquiryCommand)
export class SubmitPartnerEnquiryHandler implements ICommandHandler<SubmitPartnerEnquiryCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
    private readonly rateLimit: PartnerEnquiryRateLimit,
  ) {}

  async execute({
    enquiry,
    ip,
    language,
  }: SubmitPartnerEnquiryCommand): Promise<{ id: string; createdAt: Date }> {
    await this.rateLimit.consume(ip);
    const adminEmails = await this.queryBus.execute(new ListAdminEmailsQuery());
    return this.em.fork().transactional(async (tx) => {
      const stored = tx.create(PartnerEnquiry, enquiry);
      recordEvent(
        tx,
        new PartnerEnquiryReceivedEvent({
          enquiryId: stored.id,
          ...enquiry,
          receivedAt: stored.createdAt.toISOString(),
          adminEmails,
          ...(language ? { language } : {}),
        }),
      );
      return { id: stored.id, createdAt: stored.createdAt };
    });
  }
}
