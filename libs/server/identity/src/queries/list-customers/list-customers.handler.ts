import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { uuidArray } from '@kukur/server-kernel';
import { User } from '../../domain/user.entity';
import { toUserDto } from '../../http/user.response.dto';
import { CustomerPage, CustomerPageRequest, ListCustomersQuery } from './list-customers.query';

const COLUMNS = { name: 'lower(u.name)', email: 'u.email', joined: 'u.created_at' } as const;

@QueryHandler(ListCustomersQuery)
export class ListCustomersHandler implements IQueryHandler<ListCustomersQuery, CustomerPage> {
  constructor(private readonly em: EntityManager) {}

  async execute({ request }: ListCustomersQuery): Promise<CustomerPage> {
    const em = this.em.fork();
    const params: unknown[] = [];
    let where = `u.role = 'user' and u.deleted_at is null`;
    const search = request.search.trim();
    if (search) {
      where += ` and (u.name ilike ? or u.email ilike ?)`;
      const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      params.push(pattern, pattern);
    }
    const [{ total }] = (await em
      .getConnection()
      .execute<{ total: number }[]>(
        `select count(*)::int as total from app_user u where ${where}`,
        params,
      )) as [{ total: number }];
    const { order, orderParams } = orderBy(request);
    const rows = await em
      .getConnection()
      .execute<{ id: string }[]>(
        `select u.id from app_user u where ${where} order by ${order} limit ? offset ?`,
        [...params, ...orderParams, request.limit, request.offset],
      );
    const ids = rows.map((row) => row.id);
    const users = new Map((await em.find(User, { id: { $in: ids } })).map((user) => [user.id, user]));
    return { customers: ids.map((id) => toUserDto(users.get(id)!)), total };
  }
}

function orderBy({ sort, direction }: CustomerPageRequest): { order: string; orderParams: unknown[] } {
  const dir = direction === 'desc' ? 'desc' : 'asc';
  const tieBreak = `lower(u.name) asc, u.id asc`;
  if (sort.by === 'ranking') {
    // Rank 1 is the best; customers outside the ranking come after all of them.
    const rank = `coalesce(array_position(?::uuid[], u.id), 2147483647)`;
    return {
      order: `${rank} ${dir === 'desc' ? 'asc' : 'desc'}, ${tieBreak}`,
      orderParams: [uuidArray(sort.rankedIds)],
    };
  }
  return { order: `${COLUMNS[sort.by]} ${dir}, ${tieBreak}`, orderParams: [] };
}
