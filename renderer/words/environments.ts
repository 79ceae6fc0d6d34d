// Words for what core reports about the environments as codes and details (decisions 36): why the
// built-in sandbox could not start, and why the environments file was not used, or only in part;
// in the agent's language (decisions 91).
import type { IntlShape } from '../i18n/format';
import type {
  EnvironmentFileProblem,
  SandboxStartFailure,
} from '../../shared/environments/environment-schema';

/** ICU select keys are plain words: the codes' camelCase forms. */
const failureKeys: Record<SandboxStartFailure, string> = {
  'folder-unwritable': 'folderUnwritable',
  'folder-not-created': 'folderNotCreated',
  'disk-full': 'diskFull',
  'no-port': 'noPort',
  unexpected: 'unexpected',
};

export function sandboxProblemWords(intl: IntlShape, failure: SandboxStartFailure): string {
  return intl.formatMessage(
    { id: 'environments.sandboxProblem' },
    { failure: failureKeys[failure] },
  );
}

/** The file, what is wrong, and the first entries' fields to fix with the schema's rule for each. */
export function environmentFileProblemWords(
  intl: IntlShape,
  problem: EnvironmentFileProblem,
): string {
  const { path, isSetAside } = problem;
  const parts: string[] = [];
  switch (problem.cause) {
    case 'unreadable':
      parts.push(
        intl.formatMessage(
          { id: 'environments.unreadable' },
          { path, code: problem.osCode ?? 'error' },
        ),
      );
      break;
    case 'not-a-list':
      parts.push(intl.formatMessage({ id: 'environments.notAList' }, { path }));
      if (isSetAside) parts.push(intl.formatMessage({ id: 'environments.notAListSetAside' }));
      break;
    case 'entries':
      parts.push(
        intl.formatMessage(
          { id: 'environments.entries' },
          {
            path,
            count: problem.count ?? 0,
            loaded: problem.loaded ?? 0,
            isSetAside: isSetAside ? 'yes' : 'no',
          },
        ),
      );
      break;
  }
  const fieldErrors = problem.fieldErrors ?? [];
  const listed = fieldErrors.slice(0, 5);
  // The rule's message is the schema's (core's) words, shown as given.
  for (const { field, message } of listed)
    parts.push(
      intl.formatMessage(
        { id: 'environments.fieldError' },
        { field, message: message.replace(/\.$/, '') },
      ),
    );
  if (fieldErrors.length > listed.length)
    parts.push(
      intl.formatMessage(
        { id: 'environments.more' },
        { count: fieldErrors.length - listed.length },
      ),
    );
  return parts.join(' ');
}
