import { Module, OnModuleInit } from '@nestjs/common';
import { OutboxRoutes, QUEUE_NAMES } from '@kukur/server-kernel';
import { BookingStatusChangedEvent } from './domain/events/booking-status-changed.event';
import { BookingReminderJobs } from './jobs/booking-reminder.jobs';
import { VaccinationCoreModule } from './vaccination.module';

/** The worker side of vaccination: appointment reminders on the maintenance queue. */
@Module({
  imports: [VaccinationCoreModule],
  providers: [BookingReminderJobs],
})
export class VaccinationWorkerModule implements OnModuleInit {
  constructor(private readonly routes: OutboxRoutes) {}

  onModuleInit(): void {
    // A confirmation plans the appointment's reminder.
    this.routes.add(BookingStatusChangedEvent.type, QUEUE_NAMES.maintenance);
  }
}
