import { ApiProperty } from '@nestjs/swagger';
import { APPOINTMENT_TIMES, BOOKING_FIELD_LABELS as LABELS, VACCINATION_MESSAGES } from '@kukur/contracts';
import { MissingFieldsMessage } from '@kukur/server-kernel';
import { AppointmentDate, AppointmentTime, CenterReference } from './appointment-fields';

/** A new date, time and centre for a scheduled booking ('Please fill in all fields' when one is missing). */
@MissingFieldsMessage(() => VACCINATION_MESSAGES.rescheduleFieldsRequired)
export class RescheduleBookingRequestDto {
  @ApiProperty({ example: '2026-12-03', description: 'Nepal date' })
  @AppointmentDate(LABELS.appointmentDate)
  appointmentDate: string;

  @ApiProperty({ enum: APPOINTMENT_TIMES, example: '14:00', description: 'Nepal time' })
  @AppointmentTime(LABELS.appointmentTime)
  appointmentTime: string;

  @ApiProperty({ example: 'North Branch', description: 'The centre’s id, slug or name' })
  @CenterReference(LABELS.vaccinationCenter)
  vaccinationCenter: string;
}
