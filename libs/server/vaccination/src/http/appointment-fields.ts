import { isIsoDate, nepalDateOf, VACCINATION_MESSAGES } from '@kukur/contracts';
import { RequiredField, Trimmed } from '@kukur/server-kernel';
import { Transform } from 'class-transformer';
import {
  IsString,
  MaxLength,
  Validate,
  ValidatorConstraint,
  ValidatorConstraintInterface,
} from 'class-validator';

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/** A real calendar date written YYYY-MM-DD. */
@ValidatorConstraint({ name: 'isCalendarDate' })
export class IsCalendarDate implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return typeof value === 'string' && isIsoDate(value);
  }

  defaultMessage(): string {
    return VACCINATION_MESSAGES.dateFormat;
  }
}

function apply(...decorators: PropertyDecorator[]): PropertyDecorator {
  // Listed as they would be written above a property: the last one is checked first.
  return (target, key) => [...decorators].reverse().forEach((decorate) => decorate(target, key));
}

/**
 * An appointment date, YYYY-MM-DD in Nepal. The spec's client sends an ISO date-time: that is read as the
 * Nepal date of its instant, so a browser anywhere names the day the customer picked.
 */
export function AppointmentDate(label: string): PropertyDecorator {
  return apply(
    Validate(IsCalendarDate),
    Transform(({ value }) => {
      if (typeof value !== 'string') return value;
      const text = value.trim();
      return ISO_DATE_TIME.test(text) && !Number.isNaN(Date.parse(text)) ? nepalDateOf(new Date(text)) : text;
    }),
    RequiredField(label),
  );
}

/** An appointment time, HH:MM; whether it is one of the centre's times is a booking rule (400 with its text). */
export function AppointmentTime(label: string): PropertyDecorator {
  return apply(
    Trimmed(),
    MaxLength(5, { message: VACCINATION_MESSAGES.timeUnknown }),
    IsString(),
    RequiredField(label),
  );
}

/** A centre named by id, slug or name. */
export function CenterReference(label: string): PropertyDecorator {
  return apply(Trimmed(), MaxLength(100), IsString(), RequiredField(label));
}
