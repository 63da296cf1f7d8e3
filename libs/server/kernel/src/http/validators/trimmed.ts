import { Transform } from 'class-transformer';

/** Trims a text field before it is validated (other types are left for the validators to refuse). */
export function Trimmed(): PropertyDecorator {
  return Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));
}
