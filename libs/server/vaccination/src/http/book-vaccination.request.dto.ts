import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ADDRESS_MAX_LENGTH,
  APPOINTMENT_TIMES,
  BOOKING_FIELD_LABELS as LABELS,
  CITY_MAX_LENGTH,
  DOG_BEHAVIOURS,
  DOG_BREED_MAX_LENGTH,
  DOG_NAME_MAX_LENGTH,
  MAX_VACCINES_PER_BOOKING,
  PATIENT_NAME_MAX_LENGTH,
  PHONE_PATTERN,
  SPECIAL_INSTRUCTIONS_MAX_LENGTH,
  VACCINATION_MESSAGES,
} from '@kukur/contracts';
import type { DogBehaviour } from '@kukur/contracts';
import { MissingFieldsMessage, RequiredField, Trimmed } from '@kukur/server-kernel';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayNotEmpty,
  IsArray,
  IsIn,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import { AppointmentDate, AppointmentTime, CenterReference } from './appointment-fields';

// class-validator checks the decorators nearest the property first: RequiredField stays last.

/** The owner bringing the dog (the spec calls them the patient). */
export class PatientRequestDto {
  @ApiProperty({ example: 'Sita Sharma', maxLength: PATIENT_NAME_MAX_LENGTH })
  @Trimmed()
  @MaxLength(PATIENT_NAME_MAX_LENGTH)
  @IsString()
  @RequiredField(LABELS.patientName)
  name: string;

  @ApiProperty({ example: '9841234567', description: 'Exactly 10 digits once spaces and dashes are removed' })
  @Transform(({ value }) => (typeof value === 'string' ? value.replace(/\D/g, '') : value))
  @Matches(PHONE_PATTERN, { message: VACCINATION_MESSAGES.phoneFormat })
  @IsString({ message: VACCINATION_MESSAGES.phoneFormat })
  @RequiredField(LABELS.phoneNumber)
  phoneNumber: string;

  @ApiProperty({ example: 'Lalitpur', maxLength: CITY_MAX_LENGTH })
  @Trimmed()
  @MaxLength(CITY_MAX_LENGTH)
  @IsString()
  @RequiredField(LABELS.city)
  city: string;

  @ApiProperty({ example: 'Jhamsikhel, near the Sanepa bridge', maxLength: ADDRESS_MAX_LENGTH })
  @Trimmed()
  @MaxLength(ADDRESS_MAX_LENGTH)
  @IsString()
  @RequiredField(LABELS.address)
  address: string;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: SPECIAL_INSTRUCTIONS_MAX_LENGTH,
    example: 'Bhote gets nervous around big dogs',
  })
  @IsOptional()
  @MaxLength(SPECIAL_INSTRUCTIONS_MAX_LENGTH)
  @IsString()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() || null : value))
  specialInstructions?: string | null;

  @ApiPropertyOptional({ description: 'Ignored: the booking belongs to the logged-in account' })
  @IsOptional()
  @IsString()
  @MaxLength(254)
  email?: string;
}

export class DogRequestDto {
  @ApiProperty({ example: 'Bhote', maxLength: DOG_NAME_MAX_LENGTH })
  @Trimmed()
  @MaxLength(DOG_NAME_MAX_LENGTH)
  @IsString()
  @RequiredField(LABELS.dogName)
  name: string;

  @ApiProperty({ example: 'Tibetan Mastiff', maxLength: DOG_BREED_MAX_LENGTH })
  @Trimmed()
  @MaxLength(DOG_BREED_MAX_LENGTH)
  @IsString()
  @RequiredField(LABELS.dogBreed)
  breed: string;

  @ApiProperty({ enum: DOG_BEHAVIOURS, example: 'Friendly', description: 'Any letter case' })
  @IsIn(DOG_BEHAVIOURS, { message: VACCINATION_MESSAGES.behaviourUnknown })
  @Transform(({ value }) =>
    typeof value === 'string'
      ? (DOG_BEHAVIOURS.find((known) => known.toLowerCase() === value.trim().toLowerCase()) ?? value)
      : value,
  )
  @RequiredField(LABELS.dogBehaviour)
  behaviour: DogBehaviour;
}

/** A vaccine to give: its product id (id or _id are accepted), or its name as the spec's client sends it. */
export class VaccineRequestDto {
  @ApiPropertyOptional({ format: 'uuid', description: 'The vaccine (product id)' })
  @IsOptional()
  @IsUUID('all', { message: 'productId must be a vaccine id' })
  productId?: string;

  @ApiPropertyOptional({ format: 'uuid' })
  @IsOptional()
  @IsUUID('all', { message: 'id must be a vaccine id' })
  id?: string;

  @ApiPropertyOptional({ format: 'uuid' })
  @IsOptional()
  @IsUUID('all', { message: '_id must be a vaccine id' })
  _id?: string;

  @ApiPropertyOptional({ example: 'Anti-Rabies Vaccination', description: 'Used when no id is sent' })
  @IsOptional()
  @Trimmed()
  @MaxLength(200)
  @IsString()
  name?: string;

  @ApiPropertyOptional({ example: 1, description: 'Ignored: every booking is one dose of each vaccine' })
  @IsOptional()
  @IsInt()
  doseNumber?: number;

  @ApiPropertyOptional({ description: 'Ignored: the price comes from the catalogue' })
  @IsOptional()
  @IsNumber()
  price?: number;
}

/**
 * The spec's booking payload. Prices and the total are the server's (a dose of each vaccine at its
 * catalogue price, paid at the centre); userEmail, when sent, must be the caller's.
 */
@MissingFieldsMessage(VACCINATION_MESSAGES.fillOutFields)
export class BookVaccinationRequestDto {
  @ApiProperty({ type: PatientRequestDto })
  @ValidateNested()
  @Type(() => PatientRequestDto)
  @RequiredField([LABELS.patientName, LABELS.phoneNumber, LABELS.city, LABELS.address])
  patient: PatientRequestDto;

  @ApiProperty({ type: DogRequestDto })
  @ValidateNested()
  @Type(() => DogRequestDto)
  @RequiredField([LABELS.dogName, LABELS.dogBreed, LABELS.dogBehaviour])
  dog: DogRequestDto;

  @ApiProperty({ type: [VaccineRequestDto], maxItems: MAX_VACCINES_PER_BOOKING })
  @ValidateNested({ each: true })
  @Type(() => VaccineRequestDto)
  @ArrayMaxSize(MAX_VACCINES_PER_BOOKING)
  @ArrayNotEmpty({ message: VACCINATION_MESSAGES.vaccineRequired })
  @IsArray({ message: VACCINATION_MESSAGES.vaccineRequired })
  @RequiredField(LABELS.vaccines)
  vaccines: VaccineRequestDto[];

  @ApiPropertyOptional({ description: 'Ignored: the server adds up the catalogue prices', example: 850 })
  @IsOptional()
  @IsNumber()
  totalAmount?: number;

  @ApiPropertyOptional({ description: 'When sent, must be the logged-in account’s address' })
  @IsOptional()
  @IsString()
  @MaxLength(254)
  userEmail?: string;

  @ApiProperty({
    example: '2026-12-01',
    description: 'Nepal date (an ISO date-time is read as its Nepal date)',
  })
  @AppointmentDate(LABELS.appointmentDate)
  appointmentDate: string;

  @ApiProperty({ enum: APPOINTMENT_TIMES, example: '10:00', description: 'Nepal time' })
  @AppointmentTime(LABELS.appointmentTime)
  appointmentTime: string;

  @ApiProperty({ example: 'Main Center', description: 'The centre’s id, slug or name' })
  @CenterReference(LABELS.vaccinationCenter)
  vaccinationCenter: string;
}
