import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { DELIVERY_CITIES, ORDERING_MESSAGES, PHONE_PATTERN } from '@kukur/contracts';
import { IsIn, IsString, Matches } from 'class-validator';
import { RequiredField } from './required-field';
import { Trimmed } from './trimmed';

// applyDecorators applies in the order given, the reverse of stacking: RequiredField comes first so that
// class-validator (which checks the first-applied rule first) reports a missing field as missing.

/** A delivery phone number: required, exactly 10 digits (an order's and the account's saved details). */
export function DeliveryPhoneField(): PropertyDecorator {
  return applyDecorators(
    RequiredField(),
    IsString({ message: ORDERING_MESSAGES.phoneFormat }),
    Matches(PHONE_PATTERN, { message: ORDERING_MESSAGES.phoneFormat }),
    Trimmed(),
    ApiProperty({ example: '9800000000', description: 'Exactly 10 digits' }),
  );
}

/** A delivery city: required, one the shop delivers to. */
export function DeliveryCityField(): PropertyDecorator {
  return applyDecorators(
    RequiredField(),
    IsIn(DELIVERY_CITIES, { message: ORDERING_MESSAGES.cityUnknown }),
    ApiProperty({ enum: DELIVERY_CITIES, example: 'Kathmandu' }),
  );
}
