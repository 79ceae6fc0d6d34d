// Loading the environments file at start without letting one bad entry cost the others
// (decisions 25). Bad entries are set aside: copied, as they were, into quarantine/ with the
// problems found in each, then the file is rewritten with the good entries only, so the next
// start (and the next edit in Settings) works from a clean file and nothing the agent wrote is
// lost. A file that is not a list of environments at all is moved aside whole. The agent is told
// in the environment picker (fileProblem) and in the set-aside banner.
import path from 'node:path';
import { err, type AppError } from '../../../shared/result';
import type { Environment } from '../../../shared/environments/environment-schema';
import type { Logger } from '../ports';
import { quarantineContent, quarantineFile } from '../storage/quarantine';
import {
  describeFileProblem,
  loadEnvironmentFile,
  writeEnvironmentFile,
  type RejectedEnvironment,
} from './environment-file';

export interface LoadedEnvironments {
  environments: Environment[];
  /** What the agent should know about the file, in plain words; undefined when it was fine. */
  fileProblem?: string;
  /** True when the file holds exactly `environments` (fine, or cleaned after a set-aside). */
  isFileEditable: boolean;
}

export interface EnvironmentLoadOptions {
  file: string;
  now: () => number;
  logger: Logger;
  /** False on a read-only data folder: problems are reported, nothing is moved or rewritten. */
  canWrite: boolean;
}

export async function loadEnvironmentsSettingAside(
  options: EnvironmentLoadOptions,
): Promise<LoadedEnvironments> {
  const { file, logger } = options;
  const loaded = await loadEnvironmentFile(file);
  if (!loaded.ok) {
    if (loaded.error.code === 'STORAGE')
      return { environments: [], isFileEditable: false, ...problem(loaded.error) };
    const moved = options.canWrite ? await setAsideWhole(options, loaded.error.message) : false;
    const note = moved ? ' It was set aside (kept for support); only the sandbox is listed.' : '';
    return {
      environments: [],
      isFileEditable: moved, // gone: the next save starts a new file
      ...problem({ ...loaded.error, message: `${loaded.error.message}${note}` }),
    };
  }
  const { environments, rejected } = loaded.value;
  if (rejected.length === 0) return { environments, isFileEditable: true };
  const isSetAside = options.canWrite && (await setAsideEntries(options, environments, rejected));
  const fieldErrors = rejected.flatMap((entry) => entry.fieldErrors);
  const count = rejected.length === 1 ? '1 environment' : `${rejected.length} environments`;
  const kept = isSetAside ? ' and set aside (kept for support)' : '';
  const loadedCount = environments.length === 1 ? '1 other' : `${environments.length} others`;
  logger.warn('environments file entries rejected', { rejected: rejected.length });
  return {
    environments,
    isFileEditable: isSetAside,
    ...problem(
      err('VALIDATION', `${file}: ${count} could not be used${kept}; the ${loadedCount} loaded.`, {
        fieldErrors,
      }).error,
    ),
  };
}

function problem(error: AppError): { fileProblem: string } {
  return { fileProblem: describeFileProblem(error) };
}

async function setAsideWhole(options: EnvironmentLoadOptions, reason: string): Promise<boolean> {
  try {
    await quarantineFile(path.dirname(options.file), options.file, {
      reason: `environments.json could not be used: ${reason}`.slice(0, 500),
      at: new Date(options.now()),
    });
    return true;
  } catch (error) {
    options.logger.error('environments file could not be set aside', {
      code: (error as NodeJS.ErrnoException).code,
    });
    return false;
  }
}

async function setAsideEntries(
  options: EnvironmentLoadOptions,
  environments: Environment[],
  rejected: RejectedEnvironment[],
): Promise<boolean> {
  const reason = rejected
    .map(
      (entry) =>
        `entry ${entry.index}: ${entry.fieldErrors.map((error) => `${error.field} ${error.message}`).join('; ')}`,
    )
    .join(' | ');
  try {
    // Quarantine first: only once the bad entries are kept may the file drop them.
    await quarantineContent(
      path.dirname(options.file),
      path.basename(options.file),
      `${JSON.stringify({ environments: rejected.map((entry) => entry.entry) }, null, 2)}\n`,
      {
        reason: `environments.json entries could not be used (${reason})`.slice(0, 500),
        at: new Date(options.now()),
      },
    );
    await writeEnvironmentFile(options.file, environments);
    return true;
  } catch (error) {
    options.logger.error('environments file entries could not be set aside', {
      code: (error as NodeJS.ErrnoException).code,
    });
    return false;
  }
}
