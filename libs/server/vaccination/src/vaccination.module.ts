import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { CatalogueModule } from '@kukur/server-catalogue';
import { BookVaccinationHandler } from './commands/book-vaccination/book-vaccination.handler';
import { CancelBookingsOfCustomerHandler } from './commands/cancel-bookings-of-customer/cancel-bookings-of-customer.handler';
import { CancelBookingHandler } from './commands/cancel-booking/cancel-booking.handler';
import { ChangeBookingStatusHandler } from './commands/change-booking-status/change-booking-status.handler';
import { RescheduleBookingHandler } from './commands/reschedule-booking/reschedule-booking.handler';
import { SendBookingEmailHandler } from './commands/send-booking-email/send-booking-email.handler';
import { SendBookingReminderHandler } from './commands/send-booking-reminder/send-booking-reminder.handler';
import { BookedVaccine } from './domain/booked-vaccine.entity';
import { BookingHistoryEntry } from './domain/booking-history-entry.entity';
import { Booking } from './domain/booking.entity';
import { OpenBookingCeiling } from './domain/open-booking-ceiling';
import { VaccinationCenter } from './domain/vaccination-center.entity';
import { UserVaccinationsController } from './http/user-vaccinations.controller';
import { VaccinationCentersController } from './http/vaccination-centers.controller';
import { VaccinationEmailsController } from './http/vaccination-emails.controller';
import { VaccinationsController } from './http/vaccinations.controller';
import { FindDueRemindersHandler } from './queries/find-due-reminders/find-due-reminders.handler';
import { GetAvailabilityHandler } from './queries/get-availability/get-availability.handler';
import { GetBookingHandler } from './queries/get-booking/get-booking.handler';
import { GetBookingFiguresHandler } from './queries/get-booking-figures/get-booking-figures.handler';
import { GetBookingStatsHandler } from './queries/get-booking-stats/get-booking-stats.handler';
import { GetUserBookingsHandler } from './queries/get-user-bookings/get-user-bookings.handler';
import { ListBookingsHandler } from './queries/list-bookings/list-bookings.handler';
import { FindVaccinatedCustomersHandler } from './queries/find-vaccinated-customers/find-vaccinated-customers.handler';
import { ListVaccinationCentersHandler } from './queries/list-vaccination-centers/list-vaccination-centers.handler';

const entities = [VaccinationCenter, Booking, BookedVaccine, BookingHistoryEntry];

/** Commands and queries of the vaccination service, shared by the API and the worker. */
@Module({
  imports: [MikroOrmModule.forFeature(entities), CatalogueModule],
  providers: [
    OpenBookingCeiling,
    BookVaccinationHandler,
    CancelBookingHandler,
    CancelBookingsOfCustomerHandler,
    RescheduleBookingHandler,
    ChangeBookingStatusHandler,
    SendBookingEmailHandler,
    SendBookingReminderHandler,
    ListVaccinationCentersHandler,
    GetAvailabilityHandler,
    GetBookingHandler,
    GetUserBookingsHandler,
    ListBookingsHandler,
    GetBookingStatsHandler,
    GetBookingFiguresHandler,
    FindDueRemindersHandler,
    FindVaccinatedCustomersHandler,
  ],
})
export class VaccinationCoreModule {}

/** Vaccination appointments: centres, slots, bookings and their state machine; the API side. */
@Module({
  imports: [VaccinationCoreModule],
  controllers: [
    VaccinationCentersController,
    VaccinationsController,
    UserVaccinationsController,
    VaccinationEmailsController,
  ],
})
export class VaccinationModule {}
