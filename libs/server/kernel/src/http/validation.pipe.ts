import { ValidationError, ValidationPipe } from '@nestjs/common';
import { missingFieldsMessage } from '@kukur/contracts';
import { ValidationFailedError } from '../errors/app-error';
import { missingFieldsTextOf, REQUIRED_FIELD } from './validators/required-field';

interface Problem {
  field: string;
  constraint: string;
  message: string;
  /** How the form names a missing field (RequiredField's label). */
  labels?: string[];
}

function flatten(errors: ValidationError[], parent = ''): Problem[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const own = Object.entries(error.constraints ?? {}).map(([constraint, message]) => ({
      field,
      constraint,
      message,
      labels: (error.contexts?.[constraint] as { labels?: string[] } | undefined)?.labels,
    }));
    return [...own.slice(0, 1), ...flatten(error.children ?? [], field)];
  });
}

/**
 * Validates every body, query and path DTO at the edge: unknown fields are refused, and a failure
 * is a 400 naming the offending fields, before any handler (and so any write) runs. Fields marked
 * RequiredField that are missing are listed together in `missingFields`.
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: true,
    // The failing object's class chooses the wording of missing fields (MissingFieldsMessage).
    validationError: { target: true },
    exceptionFactory: (errors) => {
      const problems = flatten(errors);
      // Named as a form labels them: `customer.city` is the city, `dog.name` the Dog Name.
      const missingFields = problems
        .filter((p) => p.constraint === REQUIRED_FIELD)
        .flatMap((p) => p.labels ?? [p.field.split('.').at(-1)!]);
      const others = problems.filter((p) => p.constraint !== REQUIRED_FIELD).map((p) => p.message);
      const missingText = missingFieldsTextOf(errors[0]?.target) ?? missingFieldsMessage;
      const messages = [
        ...(missingFields.length ? [missingText(missingFields)] : []),
        // Several fields may share one text ("Email and password are required"): say it once.
        ...new Set(others),
      ];
      return new ValidationFailedError(
        messages.join('; '),
        problems.map((problem) => problem.field),
        {
          errors: problems.map(({ field, message }) => ({ field, messages: [message] })),
          ...(missingFields.length ? { missingFields } : {}),
        },
      );
    },
  });
}
