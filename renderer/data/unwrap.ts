// TanStack Query wants a value or a thrown error; the contract answers Results. `unwrap` turns a
// failed Result into a ResultError that keeps the AppError, so screens show it through the one
// error map (renderer/words/errors.ts) instead of a generic message.
import type { AppError } from '../../shared/result';

export class ResultError extends Error {
  readonly error: AppError;
  constructor(error: AppError) {
    super(error.message);
    this.name = 'ResultError';
    this.error = error;
  }
}

export async function unwrap<T>(
  pending: Promise<{ ok: true; value: T } | { ok: false; error: AppError }>,
): Promise<T> {
  const result = await pending;
  if (!result.ok) throw new ResultError(result.error);
  return result.value;
}

/** The AppError behind anything a query or mutation threw. */
export function appErrorOf(error: unknown): AppError {
  if (error instanceof ResultError) return error.error;
  return { code: 'INTERNAL', message: error instanceof Error ? error.message : String(error) };
}
