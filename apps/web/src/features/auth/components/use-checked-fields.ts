import { type ChangeEvent, useState } from 'react';

/** Returns the field's problem in the reader's language, or null when the value is fine. */
export type FieldCheck = (value: string) => string | null;

/**
 * The values of a plain form's fields and their problems, checked as antd's Form does: a field from its first
 * change on, every field on submit. Problems are worked out at render, so they follow a language switch.
 */
export function useCheckedFields<Field extends string>(checks: Record<Field, FieldCheck>) {
  const fields = Object.keys(checks) as Field[];
  const [values, setValues] = useState(
    () => Object.fromEntries(fields.map((field) => [field, ''])) as Record<Field, string>,
  );
  const [checked, setChecked] = useState<ReadonlySet<Field>>(new Set());

  const problemOf = (field: Field): string | null =>
    checked.has(field) ? checks[field](values[field]) : null;

  const onChange = (field: Field) => (event: ChangeEvent<HTMLInputElement>) => {
    const { value } = event.target;
    setValues((current) => ({ ...current, [field]: value }));
    setChecked((current) => new Set(current).add(field));
  };

  /** Shows every field's problem; true when there is none. */
  const checkAll = (): boolean => {
    setChecked(new Set(fields));
    return fields.every((field) => checks[field](values[field]) === null);
  };

  return { values, problemOf, onChange, checkAll };
}
