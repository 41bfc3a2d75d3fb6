import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@/lib/api-client';

/** Puts the server's per-field validation messages next to the fields they belong to. */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  fieldNames: readonly Path<T>[],
  setError: UseFormSetError<T>,
): boolean {
  if (!(error instanceof ApiError)) return false;
  let applied = false;
  for (const { field, message } of error.fields) {
    const name = fieldNames.find((candidate) => candidate === field);
    if (name) {
      setError(name, { type: 'server', message });
      applied = true;
    }
  }
  return applied;
}
