import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import {
  IDENTITY_MESSAGES,
  LANGUAGE_INVALID_MESSAGE,
  LANGUAGES,
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  newPasswordProblem,
} from '@kukur/contracts';
import { IsEmailAddress, Trimmed } from '@kukur/server-kernel';
import { IsIn, IsNotEmpty, IsOptional, IsString, MaxLength, MinLength, ValidateBy } from 'class-validator';

/** Validation of the fields several account requests share, with the spec's texts. */

export function AccountEmail(): PropertyDecorator {
  const trimmed = Trimmed();
  const valid = IsEmailAddress({
    required: IDENTITY_MESSAGES.emailRequired,
    invalid: IDENTITY_MESSAGES.invalidEmail,
  });
  return (target, key) => {
    valid(target, key);
    trimmed(target, key);
  };
}

export function AccountName(): PropertyDecorator {
  // class-validator checks rules in the order they are applied: the first problem is the one reported.
  const decorators = [
    IsString({ message: IDENTITY_MESSAGES.nameRequired }),
    IsNotEmpty({ message: IDENTITY_MESSAGES.nameRequired }),
    MinLength(NAME_MIN_LENGTH, { message: IDENTITY_MESSAGES.nameTooShort }),
    MaxLength(NAME_MAX_LENGTH, { message: IDENTITY_MESSAGES.nameTooLong }),
    Trimmed(),
  ];
  return (target, key) => decorators.forEach((decorate) => decorate(target, key));
}

/** A password chosen in the reset flow: 8+ characters with upper, lower, digit and one of @$!%*?&. */
export function NewPassword(): PropertyDecorator {
  return ValidateBy({
    name: 'newPassword',
    validator: {
      validate: (value: unknown) => typeof value === 'string' && newPasswordProblem(value) === null,
      defaultMessage: (args) =>
        typeof args?.value === 'string'
          ? (newPasswordProblem(args.value) ?? IDENTITY_MESSAGES.passwordRequired)
          : IDENTITY_MESSAGES.passwordRequired,
    },
  });
}

/** The language of the account's e-mails: `en` or `ne`; anything else is a 400. */
export function PreferredLanguage(options: { required: boolean; description: string }): PropertyDecorator {
  const rule = IsIn(LANGUAGES, { message: LANGUAGE_INVALID_MESSAGE });
  return options.required
    ? applyDecorators(ApiProperty({ enum: LANGUAGES, example: 'ne', description: options.description }), rule)
    : applyDecorators(
        ApiProperty({ enum: LANGUAGES, example: 'ne', description: options.description, required: false }),
        IsOptional(),
        rule,
      );
}
