import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { FindProductIdsByNameQuery } from './find-product-ids-by-name.query';

@QueryHandler(FindProductIdsByNameQuery)
export class FindProductIdsByNameHandler implements IQueryHandler<
  FindProductIdsByNameQuery,
  Map<string, string>
> {
  constructor(private readonly em: EntityManager) {}

  async execute({ names, kind }: FindProductIdsByNameQuery): Promise<Map<string, string>> {
    if (names.length === 0) return new Map();
    const rows = await this.em
      .fork()
      .getConnection()
      .execute<{ id: string; name: string }[]>(
        `select id, lower(name) as name from product
          where is_active and kind = ? and lower(name) in (?) order by created_at`,
        [kind, names.map((name) => name.toLowerCase())],
      );
    // The oldest of two same-named products wins, so a name always means the same one.
    const ids = new Map<string, string>();
    for (const row of rows) if (!ids.has(row.name)) ids.set(row.name, row.id);
    return ids;
  }
}
