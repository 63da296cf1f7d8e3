import { Query } from '@nestjs/cqrs';
import type { DashboardChartsDto } from '../../http/dashboard.dto';

export class GetDashboardChartsQuery extends Query<DashboardChartsDto> {
  constructor(readonly now: Date = new Date()) {
    super();
  }
}
