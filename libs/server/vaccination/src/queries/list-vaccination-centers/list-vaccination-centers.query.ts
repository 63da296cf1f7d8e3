import { Query } from '@nestjs/cqrs';
import type { VaccinationCenterDto } from '../../http/vaccination-center.response.dto';

/** The centres customers can book at, in the shop's order (the main centre first). */
export class ListVaccinationCentersQuery extends Query<VaccinationCenterDto[]> {}
