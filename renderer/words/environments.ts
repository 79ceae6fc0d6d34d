// Words for what core reports about the environments as codes and details (decisions 36): why the
// built-in sandbox could not start, and why the environments file was not used, or only in part.
import type {
  EnvironmentFileProblem,
  SandboxStartFailure,
} from '../../shared/environments/environment-schema';

const startFailureWords: Record<SandboxStartFailure, string> = {
  'folder-unwritable': 'its data folder could not be written',
  'folder-not-created': 'its data folder could not be created',
  'disk-full': 'the disk is full',
  'no-port': 'no local network port was available',
  unexpected: 'of an unexpected error (the log has the details)',
};

export function sandboxProblemWords(failure: SandboxStartFailure): string {
  return `The built-in sandbox could not start because ${startFailureWords[failure]}. Select it again to retry.`;
}

const environments = (count: number) => (count === 1 ? '1 environment' : `${count} environments`);

/** The file, what is wrong, and the first entries' fields to fix with the schema's rule for each. */
export function environmentFileProblemWords(problem: EnvironmentFileProblem): string {
  const { path, isSetAside } = problem;
  const parts: string[] = [];
  switch (problem.cause) {
    case 'unreadable':
      parts.push(`${path} could not be read (${problem.osCode ?? 'error'}).`);
      break;
    case 'not-a-list':
      parts.push(`${path} is not a list of environments: { "environments": [ ... ] }.`);
      if (isSetAside)
        parts.push('It was set aside (kept for support); only the sandbox is listed.');
      break;
    case 'entries': {
      const loaded = problem.loaded ?? 0;
      const kept = isSetAside ? ' and set aside (kept for support)' : '';
      parts.push(
        `${path}: ${environments(problem.count ?? 0)} could not be used${kept}; the ${loaded === 1 ? '1 other' : `${loaded} others`} loaded.`,
      );
      break;
    }
  }
  const fieldErrors = problem.fieldErrors ?? [];
  const listed = fieldErrors.slice(0, 5);
  for (const { field, message } of listed) parts.push(`${field}: ${message.replace(/\.$/, '')}.`);
  if (fieldErrors.length > listed.length)
    parts.push(`And ${fieldErrors.length - listed.length} more.`);
  return parts.join(' ');
}
