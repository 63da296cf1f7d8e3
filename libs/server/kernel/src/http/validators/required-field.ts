import { ValidateBy, ValidationOptions } from 'class-validator';

/** The constraint name the validation pipe gathers into `missingFields`. */
export const REQUIRED_FIELD = 'requiredField';

/**
 * The field must be present and not blank. Every field that fails this rule is listed in the answer's
 * `missingFields`, and the message reads "Missing required fields: a, b" as the spec words it.
 * `label` names the field as its form does ('Dog Name'); a missing group (a whole `patient`) may name
 * each field it holds.
 */
export function RequiredField(
  label?: string | readonly string[],
  options?: ValidationOptions,
): PropertyDecorator {
  return ValidateBy(
    {
      name: REQUIRED_FIELD,
      validator: {
        validate: (value: unknown) =>
          value !== undefined && value !== null && !(typeof value === 'string' && value.trim() === ''),
        defaultMessage: (args) => `${args?.property ?? 'field'} is required`,
      },
    },
    {
      ...options,
      context: { ...options?.context, labels: label === undefined ? undefined : [label].flat() },
    },
  );
}

type MissingFieldsText = (labels: string[]) => string;

const missingFieldsTexts = new WeakMap<object, MissingFieldsText>();

/**
 * A request body whose form words its missing fields differently from "Missing required fields: ..."
 * (the booking form says "Please fill out the following fields: ...").
 */
export function MissingFieldsMessage(text: MissingFieldsText): ClassDecorator {
  return (target) => {
    missingFieldsTexts.set(target, text);
  };
}

/** The wording `MissingFieldsMessage` gave the class of `instance`, if any. */
export function missingFieldsTextOf(instance: unknown): MissingFieldsText | undefined {
  if (typeof instance !== 'object' || instance === null) return undefined;
  return missingFieldsTexts.get(instance.constructor);
}
