import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { trendWindowOf } from '@kukur/contracts';
import { CatalogueFigures, GetCatalogueFiguresQuery } from './get-catalogue-figures.query';

@QueryHandler(GetCatalogueFiguresQuery)
export class GetCatalogueFiguresHandler implements IQueryHandler<GetCatalogueFiguresQuery, CatalogueFigures> {
  constructor(private readonly em: EntityManager) {}

  async execute({ now }: GetCatalogueFiguresQuery): Promise<CatalogueFigures> {
    const { previousStart, lastStart } = trendWindowOf(now);
    const [row] = await this.em
      .fork()
      .getConnection()
      .execute<CatalogueFigures[]>(
        `select count(*)::int as "productCount",
                count(*) filter (where created_at >= ? and created_at < ?)::int as "addedLast30Days",
                count(*) filter (where created_at >= ? and created_at < ?)::int as "addedPrevious30Days"
           from product where is_active`,
        [lastStart, now, previousStart, lastStart],
      );
    return row!;
  }
}
