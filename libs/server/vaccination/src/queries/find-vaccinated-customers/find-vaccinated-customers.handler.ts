import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { FindVaccinatedCustomersQuery } from '@kukur/server-catalogue';
import { uuidArray } from '@kukur/server-kernel';

/** Vaccination's answer to the catalogue's "Verified buyer" question: a completed booking with the vaccine. */
@QueryHandler(FindVaccinatedCustomersQuery)
export class FindVaccinatedCustomersHandler implements IQueryHandler<FindVaccinatedCustomersQuery, string[]> {
  constructor(private readonly em: EntityManager) {}

  async execute({ vaccineId, userIds }: FindVaccinatedCustomersQuery): Promise<string[]> {
    if (userIds.length === 0) return [];
    const rows = await this.em
      .fork()
      .getConnection()
      .execute<{ userId: string }[]>(
        `select distinct b.user_id as "userId"
           from vaccination_booking b
           join vaccination_booking_vaccine v on v.booking_id = b.id
          where v.product_id = ? and b.user_id = any(?::uuid[]) and b.status = 'completed'`,
        [vaccineId, uuidArray(userIds)],
      );
    return rows.map((row) => row.userId);
  }
}
