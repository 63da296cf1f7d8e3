import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { VaccinationCenter } from '../../domain/vaccination-center.entity';
import { VaccinationCenterDto } from '../../http/vaccination-center.response.dto';
import { ListVaccinationCentersQuery } from './list-vaccination-centers.query';

@QueryHandler(ListVaccinationCentersQuery)
export class ListVaccinationCentersHandler implements IQueryHandler<
  ListVaccinationCentersQuery,
  VaccinationCenterDto[]
> {
  constructor(private readonly em: EntityManager) {}

  async execute(): Promise<VaccinationCenterDto[]> {
    const centers = await this.em
      .fork()
      .find(VaccinationCenter, { isActive: true }, { orderBy: { sortOrder: 'asc', name: 'asc' } });
    return centers.map((center) => VaccinationCenterDto.fromEntity(center));
  }
}
