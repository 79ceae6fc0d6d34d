// Loading the environments file at start without letting one bad entry cost the others
// (decisions 25). Bad entries are set aside: copied, as they were, into quarantine/ with the
// problems found in each, then the file is rewritten with the good entries only, so the next
// start (and the next edit in Settings) works from a clean file and nothing the agent wrote is
// lost. A file that is not a list of environments at all is moved aside whole. The agent is told
// in the environment picker (fileProblem, codes and details) and in the set-aside banner.
import path from 'node:path';
import type {
  Environment,
  EnvironmentFileProblem,
} from '../../../shared/environments/environment-schema';
import type { Logger } from '../ports';
import { quarantineContent, quarantineFile } from '../storage/quarantine';
import {
  loadEnvironmentFile,
  writeEnvironmentFile,
  type RejectedEnvironment,
} from './environment-file';

export interface LoadedEnvironments {
  environments: Environment[];
  /** What the agent should know about the file, as codes and details; undefined when fine. */
  fileProblem?: EnvironmentFileProblem;
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
    if (loaded.error.code === 'STORAGE') {
      const osCode = loaded.error.details?.osCode;
      return {
        environments: [],
        isFileEditable: false,
        fileProblem: {
          cause: 'unreadable',
          path: file,
          ...(osCode !== undefined && { osCode }),
          isSetAside: false,
        },
      };
    }
    const moved = options.canWrite ? await setAsideWhole(options, loaded.error.message) : false;
    return {
      environments: [],
      isFileEditable: moved, // gone: the next save starts a new file
      fileProblem: { cause: 'not-a-list', path: file, isSetAside: moved },
    };
  }
  const { environments, rejected } = loaded.value;
  if (rejected.length === 0) return { environments, isFileEditable: true };
  const isSetAside = options.canWrite && (await setAsideEntries(options, environments, rejected));
  const fieldErrors = rejected.flatMap((entry) => entry.fieldErrors);
  logger.warn('environments file entries rejected', { rejected: rejected.length });
  return {
    environments,
    isFileEditable: isSetAside,
    fileProblem: {
      cause: 'entries',
      path: file,
      count: rejected.length,
      loaded: environments.length,
      isSetAside,
      ...(fieldErrors.length > 0 && { fieldErrors: fieldErrors.slice(0, maxListedFields) }),
    },
  };
}

/** The fields to fix named to the agent; the rest are in the quarantine folder's copy. */
const maxListedFields = 20;

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
        count: rejected.length,
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
