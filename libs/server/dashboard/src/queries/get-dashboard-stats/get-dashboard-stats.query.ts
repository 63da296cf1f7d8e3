import { Query } from '@nestjs/cqrs';
import type { DashboardStatsDto } from '../../http/dashboard.dto';

export class GetDashboardStatsQuery extends Query<DashboardStatsDto> {
  constructor(readonly now: Date = new Date()) {
    super();
  }
}
