import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module, OnModuleInit } from '@nestjs/common';
import { OutboxRoutes, QUEUE_NAMES } from '@kukur/server-kernel';
import { ACTIVITY_EVENT_TYPES } from './activity/activity-from-event';
import { Activity } from './activity/activity.entity';
import { ActivityProjectionProcessor } from './activity/activity-projection.processor';

/** The worker side of the dashboard: the activity feed, projected from the events of every module. */
@Module({
  imports: [MikroOrmModule.forFeature([Activity])],
  providers: [ActivityProjectionProcessor],
})
export class DashboardWorkerModule implements OnModuleInit {
  constructor(private readonly routes: OutboxRoutes) {}

  onModuleInit(): void {
    for (const type of ACTIVITY_EVENT_TYPES) this.routes.consume(type, QUEUE_NAMES.activity);
  }
}
