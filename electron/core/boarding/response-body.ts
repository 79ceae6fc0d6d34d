// Reading what the boarding service sends back, whatever it is. The sandbox answers errors as
// `{ message, errors?: [{ field, message }] }` and 409 as `{ message, id }` (decisions 17, 10), but
// the real service's error bodies are "not shown", so every body may be empty, HTML, truncated
// JSON or JSON of another shape: each part is parsed on its own and a bad part is dropped, never
// thrown (STYLE.md 7).
import { z } from 'zod';
import { FieldErrorSchema, type FieldError } from '../../../shared/result';

export interface ResponseBody {
  /** Parsed JSON, or undefined when the body was empty or not JSON. */
  json: unknown;
  isEmpty: boolean;
}

/** Reads the body as text and parses it as JSON when it is JSON; never throws on bad JSON. */
export async function readBody(response: Response): Promise<ResponseBody> {
  const text = await response.text();
  if (text.trim() === '') return { json: undefined, isEmpty: true };
  try {
    return { json: JSON.parse(text) as unknown, isEmpty: false };
  } catch {
    return { json: undefined, isEmpty: false };
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
