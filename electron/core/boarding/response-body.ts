// Reading what the boarding service sends back, whatever it is. The sandbox answers errors as
// `{ message, errors?: [{ field, message }] }` and 409 as `{ message, id }` (decisions 17, 10), but
// the real service's error bodies are "not shown", so every body may be empty, HTML, truncated
// JSON or JSON of another shape: each part is parsed on its own and a bad part is dropped, never
// thrown (conventions 8).
import { z } from 'zod';
import { FieldErrorSchema, ok, type FieldError, type Result } from '../../../shared/result';
import { maxAnswerBytes, readAnswerBody, type AnswerBody } from '../../../node/http-body';

export interface ResponseBody {
  /** Parsed JSON, or undefined when the body was empty or not JSON. */
  json: unknown;
  isEmpty: boolean;
  /** False when there was a body but it was not JSON (HTML, truncated, another format). */
  isJson: boolean;
}

/** Why a body could not be read: over the cap (decisions 18), or the stream broke. */
export type BodyFailure = Exclude<AnswerBody, { ok: true }>;

/**
 * Reads the body through the capped reader (node/http-body.ts, decisions 18) and parses it as
 * JSON when it is JSON; never throws, never holds more than the cap.
 */
export async function readBody(
  response: Response,
  limit = maxAnswerBytes,
): Promise<Result<ResponseBody, BodyFailure>> {
  const read = await readAnswerBody(response, limit);
  if (!read.ok) return { ok: false, error: read };
  const text = new TextDecoder('utf-8').decode(read.body);
  if (text.trim() === '') return ok({ json: undefined, isEmpty: true, isJson: false });
  try {
    return ok({ json: JSON.parse(text) as unknown, isEmpty: false, isJson: true });
  } catch {
    return ok({ json: undefined, isEmpty: false, isJson: false });
  }
}

const ServiceErrorBodySchema = z.looseObject({
  message: z.string().optional().catch(undefined),
  errors: z.array(z.unknown()).optional().catch(undefined),
  id: z.union([z.string(), z.number()]).optional().catch(undefined),
});

export interface ServiceErrorBody {
  message?: string;
  fieldErrors: FieldError[];
  id?: string;
}

/** The useful parts of an error body; missing or malformed parts are simply absent. */
export function parseErrorBody(json: unknown): ServiceErrorBody {
  const parsed = ServiceErrorBodySchema.safeParse(json);
  if (!parsed.success) return { fieldErrors: [] };
  const fieldErrors = (parsed.data.errors ?? []).flatMap((entry) => {
    const field = FieldErrorSchema.safeParse(entry);
    return field.success ? [field.data] : [];
  });
  const message = parsed.data.message?.trim();
  return {
    fieldErrors,
    ...(message ? { message: message.slice(0, 500) } : {}),
    ...(parsed.data.id !== undefined ? { id: String(parsed.data.id) } : {}),
  };
}
