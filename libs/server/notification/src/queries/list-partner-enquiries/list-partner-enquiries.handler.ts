import { EntityManager } from '@mikro-orm/postgresql';
import type { FilterQuery } from '@mikro-orm/core';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { PartnerEnquiry } from '../../domain/partner-enquiry.entity';
import { PartnerEnquiryDto } from '../../http/partner-enquiry.dto';
import { ListPartnerEnquiriesQuery, PartnerEnquiryPage } from './list-partner-enquiries.query';

@QueryHandler(ListPartnerEnquiriesQuery)
export class ListPartnerEnquiriesHandler implements IQueryHandler<
  ListPartnerEnquiriesQuery,
  PartnerEnquiryPage
> {
  constructor(private readonly em: EntityManager) {}

  async execute({ filter }: ListPartnerEnquiriesQuery): Promise<PartnerEnquiryPage> {
    const where: FilterQuery<PartnerEnquiry> = {};
    if (filter.partnerType) where.partnerType = filter.partnerType;
    if (filter.search) {
      const like = `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      where.$or = [{ name: { $ilike: like } }, { email: { $ilike: like } }];
    }
    const [rows, total] = await this.em.fork().findAndCount(PartnerEnquiry, where, {
      orderBy: { createdAt: 'desc', id: 'asc' },
      offset: filter.offset,
      limit: filter.limit,
    });
    return { enquiries: rows.map((row) => PartnerEnquiryDto.fromEntity(row)), total };
  }
}
