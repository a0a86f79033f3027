/** Server field errors ({"content[0][heading]": "…"}) in react-hook-form's dotted path form. */
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '~/lib/api.ts';

export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const out: Record<string, string> = {};
  for (const [key, message] of Object.entries(error.fieldErrors)) {
    out[key.replace(/\[(\w+)\]/g, '.$1')] = message;
  }
  return out;
}

/** Puts the server's messages on the matching form fields; returns all of them for file fields. */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  formFields: readonly string[],
): Record<string, string> {
  const errors = fieldErrorsOf(error);
  for (const [key, message] of Object.entries(errors)) {
    const root = key.split('.')[0] ?? key;
    if (formFields.includes(root)) setError(key as Path<T>, { type: 'server', message });
  }
  return errors;
}
