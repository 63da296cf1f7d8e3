import { ValidationError, ValidationPipe } from '@nestjs/common';
import { ValidationFailedError } from '../errors/app-error';

function flatten(errors: ValidationError[], parent = ''): { field: string; messages: string[] }[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const own = error.constraints ? [{ field, messages: Object.values(error.constraints) }] : [];
    return [...own, ...flatten(error.children ?? [], field)];
  });
}

/**
 * Validates every body, query and path DTO at the edge: unknown fields are refused, and a failure
 * is a 400 naming the offending fields, before any handler (and so any write) runs.
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) => {
      const problems = flatten(errors);
      const fields = problems.map((problem) => problem.field);
      // Several fields may share one text ("Email and password are required"): say it once.
      const message = [...new Set(problems.map((problem) => problem.messages[0]))].join('; ');
      return new ValidationFailedError(message, fields, { errors: problems });
    },
  });
}
