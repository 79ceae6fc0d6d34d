// A PolicyService fed from one JSON file, for browser-mode end-to-end tests until the real
// readers' `--policy FILE` is wired (decisions 83): read once at start and again whenever the file
// changes, refused as a whole (nothing applied, the place and settings named) when it is too
// large, not JSON or outside the shared schema. The real service is tested on its own.
import { readFileSync, statSync, unwatchFile, watchFile } from 'node:fs';
import {
  maxPolicyBytes,
  PolicySchema,
  type PolicyProblem,
} from '../../shared/policy/policy-schema';
import { policyServiceOf, type TestPolicyService } from './policy-service';

/** `environments[1].baseUrl` from a zod issue's path. */
function settingOf(path: readonly PropertyKey[]): string {
  return path
    .map((part, index) =>
      typeof part === 'number' ? `[${part}]` : `${index === 0 ? '' : '.'}${String(part)}`,
    )
    .join('');
}

export function policyServiceFromFile(file: string): TestPolicyService {
  const source = { kind: 'file' as const, location: file };
  const service = policyServiceOf(null, source, () => new Date());
  const problem = (cause: PolicyProblem['cause'], issues: PolicyProblem['issues'] = []) =>
    service.set(service.current().policy, { cause, source, issues });

  function read(): void {
    let text: string;
    try {
      if (statSync(file).size > maxPolicyBytes) return problem('too-large');
      text = readFileSync(file, 'utf8');
    } catch {
      return problem('unreadable');
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return problem('not-json');
    }
    const parsed = PolicySchema.safeParse(json);
    if (!parsed.success)
      return problem(
        'schema',
        parsed.error.issues
          .slice(0, 20)
          .map((issue) => ({ setting: settingOf(issue.path), message: issue.message })),
      );
    service.set(parsed.data);
  }

  read();
  watchFile(file, { interval: 100 }, read);
  const close = service.close;
  return {
    ...service,
    refresh: () => {
      read();
      return Promise.resolve(service.current());
    },
    close: () => {
      unwatchFile(file, read);
      close();
    },
  };
}
