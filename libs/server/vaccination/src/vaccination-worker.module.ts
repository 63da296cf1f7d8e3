import { Module, OnModuleInit } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { MaintenanceJobs } from '@kukur/server-kernel';
import { ACCOUNT_DELETED } from '@kukur/server-identity';
import { CancelBookingsOfCustomerCommand } from './commands/cancel-bookings-of-customer/cancel-bookings-of-customer.command';
import { BookingReminderJobs } from './jobs/booking-reminder.jobs';
import { VaccinationCoreModule } from './vaccination.module';

/**
 * The worker side of vaccination: appointment reminders on the maintenance queue, and the bookings of a
 * deleted account cancelled (slots and doses given back).
 */
@Module({
  imports: [VaccinationCoreModule],
  providers: [BookingReminderJobs],
})
export class VaccinationWorkerModule implements OnModuleInit {
  constructor(
    private readonly jobs: MaintenanceJobs,
    private readonly commandBus: CommandBus,
  ) {}

  onModuleInit(): void {
    this.jobs.onEvent(ACCOUNT_DELETED, async ({ userId }) => {
      return {
        bookingsCancelled: await this.commandBus.execute(new CancelBookingsOfCustomerCommand(userId)),
      };
    });
  }
}
