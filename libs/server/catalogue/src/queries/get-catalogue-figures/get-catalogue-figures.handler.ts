import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { TREND_PERIOD_DAYS } from '@kukur/contracts';
import { CatalogueFigures, GetCatalogueFiguresQuery } from './get-catalogue-figures.query';

@QueryHandler(GetCatalogueFiguresQuery)
export class GetCatalogueFiguresHandler implements IQueryHandler<GetCatalogueFiguresQuery, CatalogueFigures> {
  constructor(private readonly em: EntityManager) {}

  async execute({ now }: GetCatalogueFiguresQuery): Promise<CatalogueFigures> {
    const [row] = await this.em
      .fork()
      .getConnection()
      .execute<CatalogueFigures[]>(
        `select count(*)::int as "productCount",
                count(*) filter (where created_at >= ?::timestamptz - make_interval(days => ?)
                                   and created_at < ?::timestamptz)::int as "addedLast30Days",
                count(*) filter (where created_at >= ?::timestamptz - make_interval(days => ? * 2)
                                   and created_at < ?::timestamptz - make_interval(days => ?))::int
                  as "addedPrevious30Days"
           from product where is_active`,
        [now, TREND_PERIOD_DAYS, now, now, TREND_PERIOD_DAYS, now, TREND_PERIOD_DAYS],
      );
    return row!;
  }
}
