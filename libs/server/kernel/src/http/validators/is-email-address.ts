import { isValidEmail } from '@kukur/contracts';
import { ValidateBy, ValidationArguments, ValidationOptions } from 'class-validator';

export interface EmailAddressMessages {
  /** For a missing, non-text or blank value. */
  required: string;
  /** For a value that does not look like an e-mail address (the spec's simple pattern). */
  invalid: string;
}

/**
 * One rule for e-mail fields, so the answer always names the first problem the spec cares about:
 * missing before malformed. Pair it with a trimming @Transform.
 */
export function IsEmailAddress(
  messages: EmailAddressMessages,
  options?: ValidationOptions,
): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isEmailAddress',
      validator: {
        validate: (value: unknown) => typeof value === 'string' && isValidEmail(value),
        defaultMessage: (args?: ValidationArguments) =>
          typeof args?.value === 'string' && args.value.trim() !== ''
            ? messages.invalid
            : args?.value === undefined ||
                args?.value === null ||
                args?.value === '' ||
                typeof args?.value === 'string'
              ? messages.required
              : messages.invalid,
      },
    },
    options,
  );
}
