import { ValidateBy, ValidationOptions } from 'class-validator';

/** The constraint name the validation pipe gathers into `missingFields`. */
export const REQUIRED_FIELD = 'requiredField';

/**
 * The field must be present and not blank. Every field that fails this rule is listed in the answer's
 * `missingFields`, and the message reads "Missing required fields: a, b" as the spec words it.
 */
export function RequiredField(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: REQUIRED_FIELD,
      validator: {
        validate: (value: unknown) =>
          value !== undefined && value !== null && !(typeof value === 'string' && value.trim() === ''),
        defaultMessage: (args) => `${args?.property ?? 'field'} is required`,
      },
    },
    options,
  );
}
