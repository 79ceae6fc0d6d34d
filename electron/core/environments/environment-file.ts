// Extra (remote) environments come from a JSON file: `{ "environments": [ {...}, ... ] }` or a
// bare array. Every entry is validated on its own (conventions 8): the good ones are used, and each
// bad one is reported with the exact entry and field (e.g. `environments[1].baseUrl`) so it can be
// set aside (environment-set-aside.ts) without costing the agent every other environment.
import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import {
  EnvironmentSchema,
  type Environment,
} from '../../../shared/environments/environment-schema';
import { err, ok, type FieldError, type Result } from '../../../shared/result';
import { writeFileAtomic } from '../../../node/atomic-write';
import { sandboxEnvironmentId } from './sandbox-environment';

const EnvironmentFileSchema = z.union([
  z.strictObject({ environments: z.array(z.unknown()) }),
  z.array(z.unknown()).transform((environments) => ({ environments })),
]);

function fieldPath(index: number, path: PropertyKey[]): string {
  return path.reduce<string>(
    (text, part) => (typeof part === 'number' ? `${text}[${part}]` : `${text}.${String(part)}`),
    `environments[${index}]`,
  );
}

/** An entry that could not be used, as it was in the file, with every problem found in it. */
export interface RejectedEnvironment {
  index: number;
  entry: unknown;
  fieldErrors: FieldError[];
}

export interface EnvironmentList {
  environments: Environment[];
  rejected: RejectedEnvironment[];
}

/**
 * Validates parsed JSON entry by entry; `source` names the file in messages. Fails only when the
 * file does not hold a list at all.
 */
export function parseEnvironmentList(data: unknown, source: string): Result<EnvironmentList> {
  const file = EnvironmentFileSchema.safeParse(data);
  if (!file.success) {
    return err(
      'VALIDATION',
      `${source} must hold a list of environments: { "environments": [ ... ] }.`,
    );
  }
  const environments: Environment[] = [];
  const rejected: RejectedEnvironment[] = [];
  const seen = new Set<string>([sandboxEnvironmentId]);
  file.data.environments.forEach((entry, index) => {
    const reject = (fieldErrors: FieldError[]) => rejected.push({ index, entry, fieldErrors });
    const parsed = EnvironmentSchema.safeParse(entry);
    if (!parsed.success) {
      reject(
        parsed.error.issues.map((issue) => ({
          field: fieldPath(index, issue.path),
          message: issue.message,
        })),
      );
    } else if (parsed.data.kind !== 'remote') {
      reject([
        { field: fieldPath(index, ['kind']), message: 'Only "remote" environments can be added' },
      ]);
    } else if (seen.has(parsed.data.id)) {
      reject([
        {
          field: fieldPath(index, ['id']),
          message: `The id "${parsed.data.id}" is already used`,
        },
      ]);
    } else {
      seen.add(parsed.data.id);
      environments.push(parsed.data);
    }
  });
  return ok({ environments, rejected });
}

/** Reads the file; a missing file is an empty list (the sandbox alone). */
export async function loadEnvironmentFile(filePath: string): Promise<Result<EnvironmentList>> {
  let text: string;
  try {
    text = await readFile(filePath, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      return ok({ environments: [], rejected: [] });
    return err('STORAGE', `${filePath} could not be read.`);
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return err('VALIDATION', `${filePath} is not valid JSON: ${(error as Error).message}`);
  }
  return parseEnvironmentList(data, filePath);
}

/**
 * Writes the remote environments as `{ "environments": [...] }`, atomically (old or new file,
 * never a mix, even on a crash), 0600 like everything the app creates.
 */
export async function writeEnvironmentFile(
  filePath: string,
  environments: readonly Environment[],
): Promise<void> {
  await writeFileAtomic(filePath, `${JSON.stringify({ environments }, null, 2)}\n`);
}
