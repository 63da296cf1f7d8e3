import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { BOOKING_STATUSES, bookingReference, DOG_BEHAVIOURS, toPaisa } from '@kukur/contracts';
import type { BookingStatus, DogBehaviour } from '@kukur/contracts';
import type { Booking } from '../domain/booking.entity';
import { VaccinationCenterDto } from './vaccination-center.response.dto';

const EXAMPLE_ID = '3f9b6a2e-4c1d-4e8f-9a7b-1c2d3e4f5a6b';

export class BookingPatientDto {
  @ApiProperty({ example: 'Sita Sharma' })
  name: string;

  @ApiProperty({ example: '9841234567' })
  phoneNumber: string;

  @ApiProperty({ example: 'Lalitpur' })
  city: string;

  @ApiProperty({ example: 'Jhamsikhel, near the Sanepa bridge' })
  address: string;

  @ApiProperty({ type: String, nullable: true, example: 'Bhote gets nervous around big dogs' })
  specialInstructions: string | null;

  @ApiProperty({ example: 'sita.sharma@example.com', description: 'The account the booking belongs to' })
  email: string;
}

export class BookingDogDto {
  @ApiProperty({ example: 'Bhote' })
  name: string;

  @ApiProperty({ example: 'Tibetan Mastiff' })
  breed: string;

  @ApiProperty({ enum: DOG_BEHAVIOURS, example: 'Friendly' })
  behaviour: DogBehaviour;
}

export class BookedVaccineDto {
  @ApiProperty({ format: 'uuid' })
  productId: string;

  @ApiProperty({ example: 'Anti-Rabies Vaccination' })
  name: string;

  @ApiProperty({ example: 1 })
  doseNumber: number;

  @ApiProperty({ example: 850, description: 'Rs, the catalogue price when booked' })
  price: number;

  @ApiProperty({ type: Number, nullable: true, example: 365, description: 'Days until the next dose is due' })
  nextDoseAfterDays: number | null;
}

export class BookingHistoryEntryDto {
  @ApiProperty({ enum: ['customer', 'admin', 'system'] })
  by: 'customer' | 'admin' | 'system';

  @ApiProperty({ type: String, nullable: true, format: 'uuid' })
  actorId: string | null;

  @ApiProperty({ enum: BOOKING_STATUSES, nullable: true, type: String })
  from: BookingStatus | null;

  @ApiProperty({ enum: BOOKING_STATUSES })
  to: BookingStatus;

  @ApiProperty({ type: String, nullable: true, example: 'Rescheduled from 2026-12-01 09:00 at Main Center' })
  note: string | null;

  @ApiProperty({ format: 'date-time' })
  at: string;
}

/** A vaccination booking as the customer's screens and the admin see it. Money in Rs, paid at the centre. */
export class BookingDto {
  @ApiProperty({ format: 'uuid', example: EXAMPLE_ID, description: 'Same as id (the spec reads _id)' })
  _id: string;

  @ApiProperty({ format: 'uuid', example: EXAMPLE_ID })
  id: string;

  @ApiProperty({ example: '3E4F5A6B', description: 'Last 8 characters of the id, as statements show it' })
  reference: string;

  @ApiProperty({ example: 'VX4821', description: 'What the customer quotes when calling the centre' })
  contactCode: string;

  @ApiProperty({ enum: BOOKING_STATUSES, example: 'scheduled' })
  status: BookingStatus;

  @ApiProperty({ type: BookingPatientDto })
  patient: BookingPatientDto;

  @ApiProperty({ type: BookingDogDto })
  dog: BookingDogDto;

  @ApiProperty({ type: [BookedVaccineDto] })
  vaccines: BookedVaccineDto[];

  @ApiProperty({ example: 850, description: 'Rs: the sum of the doses, paid at the centre' })
  totalAmount: number;

  @ApiProperty({ example: 'sita.sharma@example.com' })
  userEmail: string;

  @ApiProperty({ example: '2026-12-01', description: 'Nepal date' })
  appointmentDate: string;

  @ApiProperty({ example: '10:00', description: 'Nepal time (Asia/Kathmandu, UTC+05:45)' })
  appointmentTime: string;

  @ApiProperty({ format: 'date-time', example: '2026-12-01T04:15:00.000Z', description: 'The same moment' })
  startsAt: string;

  @ApiProperty({ example: 'Main Center', description: 'The centre’s name (the spec reads it)' })
  vaccinationCenter: string;

  @ApiProperty({ type: VaccinationCenterDto })
  center: VaccinationCenterDto;

  @ApiPropertyOptional({ type: [BookingHistoryEntryDto], description: 'Admins only' })
  history?: BookingHistoryEntryDto[];

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({ format: 'date-time' })
  updatedAt: string;

  static fromEntity(booking: Booking, options: { withHistory?: boolean } = {}): BookingDto {
    return {
      _id: booking.id,
      id: booking.id,
      reference: bookingReference(booking.id),
      contactCode: booking.contactCode,
      status: booking.status,
      patient: {
        name: booking.patientName,
        phoneNumber: booking.phoneNumber,
        city: booking.city,
        address: booking.address,
        specialInstructions: booking.specialInstructions,
        email: booking.userEmail,
      },
      dog: { name: booking.dogName, breed: booking.dogBreed, behaviour: booking.dogBehaviour },
      vaccines: booking.vaccines.getItems().map((vaccine) => ({
        productId: vaccine.productId,
        name: vaccine.name,
        doseNumber: vaccine.doseNumber,
        price: toPaisa(vaccine.price) / 100,
        nextDoseAfterDays: vaccine.nextDoseAfterDays,
      })),
      totalAmount: toPaisa(booking.totalAmount) / 100,
      userEmail: booking.userEmail,
      appointmentDate: booking.appointmentDate,
      appointmentTime: booking.appointmentTime,
      startsAt: booking.startsAt.toISOString(),
      vaccinationCenter: booking.center.name,
      center: VaccinationCenterDto.fromEntity(booking.center),
      ...(options.withHistory
        ? {
            history: booking.history.getItems().map((entry) => ({
              by: entry.actorRole,
              actorId: entry.actorId,
              from: entry.fromStatus,
              to: entry.toStatus,
              note: entry.note,
              at: entry.createdAt.toISOString(),
            })),
          }
        : {}),
      createdAt: booking.createdAt.toISOString(),
      updatedAt: booking.updatedAt.toISOString(),
    };
  }
}

/** The answer to a new booking: the booking and what the customer is told. */
export class BookingCreatedDto extends BookingDto {
  @ApiProperty({
    example:
      'Your appointment request has been sent to the clinic. You will get a confirmation e-mail once it is approved.',
  })
  message: string;
}
