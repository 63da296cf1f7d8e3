import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { Activity } from './activity/activity.entity';
import { DiscardFailedJobHandler } from './commands/discard-failed-job/discard-failed-job.handler';
import { RetryFailedJobsHandler } from './commands/retry-failed-jobs/retry-failed-jobs.handler';
import { CustomersController } from './http/customers.controller';
import { DashboardController } from './http/dashboard.controller';
import { QueuesController } from './http/queues.controller';
import { GetDashboardChartsHandler } from './queries/get-dashboard-charts/get-dashboard-charts.handler';
import { GetDashboardStatsHandler } from './queries/get-dashboard-stats/get-dashboard-stats.handler';
import { GetQueuesOverviewHandler } from './queries/get-queues-overview/get-queues-overview.handler';
import { ListActivitiesHandler } from './queries/list-activities/list-activities.handler';
import { ListCustomersForAdminHandler } from './queries/list-customers-for-admin/list-customers-for-admin.handler';
import { ListFailedJobsHandler } from './queries/list-failed-jobs/list-failed-jobs.handler';
import { QueueRegistry } from './queues/queue-registry';

/**
 * The back office's read side: figures, charts and the activity feed, the customer list with what each
 * ordered, and the queues. It asks other modules through their queries; the activity feed is its own
 * table, filled by the worker from events.
 */
@Module({
  imports: [MikroOrmModule.forFeature([Activity])],
  controllers: [DashboardController, CustomersController, QueuesController],
  providers: [
    QueueRegistry,
    GetDashboardStatsHandler,
    GetDashboardChartsHandler,
    ListActivitiesHandler,
    ListCustomersForAdminHandler,
    GetQueuesOverviewHandler,
    ListFailedJobsHandler,
    RetryFailedJobsHandler,
    DiscardFailedJobHandler,
  ],
})
export class DashboardModule {}
