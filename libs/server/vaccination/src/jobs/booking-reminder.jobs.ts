import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleInit } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { AppConfig, OutboxJobData } from '@kukur/server-kernel';
import { APP_CONFIG, MaintenanceJobs, QUEUE_NAMES } from '@kukur/server-kernel';
import { Job, Queue } from 'bullmq';
import {
  ReminderOutcome,
  SendBookingReminderCommand,
} from '../commands/send-booking-reminder/send-booking-reminder.command';
import {
  BOOKING_STATUS_CHANGED,
  BookingStatusChangedPayload,
} from '../domain/events/booking-status-changed.event';
import { FindDueRemindersQuery } from '../queries/find-due-reminders/find-due-reminders.query';

export const SEND_REMINDER_JOB = 'vaccination.send-reminder';
export const SWEEP_REMINDERS_JOB = 'vaccination.sweep-reminders';

interface ReminderJobData {
  bookingId: string;
  startsAt: string;
}

/**
 * One reminder per confirmed appointment, VACCINATION_REMINDER_LEAD_SECONDS before it starts. A
 * confirmation puts a delayed job on the maintenance queue, keyed by the booking and its start time, so
 * it is planned once however often the event is delivered; the job reads the booking again and sends
 * nothing for a cancelled, moved or already reminded appointment. A periodic sweep sends reminders whose
 * delayed job was lost (a Redis without its data); the booking row, locked, decides between the two.
 */
@Injectable()
export class BookingReminderJobs implements OnModuleInit, OnApplicationBootstrap {
  private readonly logger = new Logger(BookingReminderJobs.name);

  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
    private readonly jobs: MaintenanceJobs,
    @InjectQueue(QUEUE_NAMES.maintenance) private readonly queue: Queue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private get leadMs(): number {
    return this.config.VACCINATION_REMINDER_LEAD_SECONDS * 1000;
  }

  onModuleInit(): void {
    this.jobs.onEvent(BOOKING_STATUS_CHANGED, (_payload, job) =>
      this.plan(job as Job<OutboxJobData<BookingStatusChangedPayload>>),
    );
    this.jobs.register(SEND_REMINDER_JOB, (job) => this.send(job as Job<ReminderJobData>));
    this.jobs.register(SWEEP_REMINDERS_JOB, () => this.sweep());
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.queue.upsertJobScheduler(
      SWEEP_REMINDERS_JOB,
      { every: this.config.VACCINATION_REMINDER_SWEEP_INTERVAL_MS },
      { name: SWEEP_REMINDERS_JOB, opts: { attempts: 1, removeOnComplete: 100, removeOnFail: 100 } },
    );
  }

  private async plan(job: Job<OutboxJobData<BookingStatusChangedPayload>>): Promise<string> {
    const { to, booking } = job.data.payload;
    if (to !== 'confirmed') return 'nothing to plan';
    const remindAt = Date.parse(booking.startsAt) - this.leadMs;
    // Confirmed inside the reminder window: the confirmation itself is the reminder.
    if (remindAt <= Date.parse(job.data.occurredAt)) return 'confirmed inside the reminder window';
    const data: ReminderJobData = { bookingId: booking.bookingId, startsAt: booking.startsAt };
    await this.queue.add(SEND_REMINDER_JOB, data, {
      jobId: `reminder-${booking.bookingId}-${Date.parse(booking.startsAt)}`,
      delay: Math.max(0, remindAt - Date.now()),
    });
    return `planned for ${new Date(remindAt).toISOString()}`;
  }

  private send(job: Job<ReminderJobData>): Promise<ReminderOutcome> {
    return this.commandBus.execute(new SendBookingReminderCommand(job.data.bookingId, job.data.startsAt));
  }

  private async sweep(): Promise<{ sent: number }> {
    const due = await this.queryBus.execute(new FindDueRemindersQuery(new Date(), this.leadMs));
    let sent = 0;
    for (const reminder of due) {
      const outcome = await this.commandBus.execute(
        new SendBookingReminderCommand(reminder.bookingId, reminder.startsAt),
      );
      if (outcome === 'sent') sent += 1;
    }
    if (sent > 0) this.logger.log({ sent }, 'Sent reminders whose delayed job was missing');
    return { sent };
  }
}
