// The one check every policy read goes through (decisions 83): a version this app does not know
// is refused as a whole before the schema is asked, then PolicySchema decides, and a refusal
// names the first settings to fix ("environments[1].baseUrl") with the schema's own words. Each
// reader turns its place into plain values first (JSON text, registry values, user defaults).
import {
  PolicySchema,
  policySchemaVersion,
  type PolicyProblem,
  type PolicySource,
} from '../../../shared/policy/policy-schema';
import type { PolicyRead } from './policy-source';

type Issue = PolicyProblem['issues'][number];

/** As many settings as the screen names; the rest follow once these are fixed. */
export const maxProblemIssues = 20;
const maxSettingLength = 300;
const maxMessageLength = 500;

/** ['environments', 1, 'baseUrl'] -> "environments[1].baseUrl"; [] -> "" (the whole policy). */
export function settingPath(path: readonly PropertyKey[]): string {
  let text = '';
  for (const part of path) {
    if (typeof part === 'number') text += `[${part}]`;
    else text += text === '' ? String(part) : `.${String(part)}`;
  }
  return text;
}

/**
 * A key the schema does not know. A consumer secret gets its own words: it is refused on purpose
 * (it never leaves the agent's OS secret store), not because of a typo.
 */
function unknownKeyMessage(key: string): string {
  if (/secret/i.test(key))
    return 'A consumer secret never goes in the policy: remove it; each agent enters it once in Settings, where it is kept in the system secret store';
  return `"${key.slice(0, 60)}" is not a setting of schemaVersion ${policySchemaVersion}: remove it or correct its spelling`;
}

export function policyProblem(
  cause: PolicyProblem['cause'],
  source: PolicySource,
  issues: readonly Issue[],
  osCode?: string,
): PolicyRead {
  const seen = new Set<string>();
  const kept: Issue[] = [];
  for (const issue of issues) {
    const key = `${issue.setting}\n${issue.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    kept.push({
      setting: issue.setting.slice(0, maxSettingLength),
      message: issue.message.slice(0, maxMessageLength),
    });
    if (kept.length === maxProblemIssues) break;
  }
  const problem: PolicyProblem = {
    cause,
    source,
    issues: kept,
    ...(osCode !== undefined && { osCode: osCode.slice(0, 32) }),
  };
  return { status: 'problem', source, problem };
}

/** 1048576 -> "1 MB", as the issue's words and an administrator would say it. */
export function sizeText(bytes: number): string {
  const megabyte = 1024 * 1024;
  return bytes % megabyte === 0 ? `${bytes / megabyte} MB` : `${Math.round(bytes / 1024)} KB`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Checks plain values read from `source` against PolicySchema. */
export function checkPolicy(raw: unknown, source: PolicySource): PolicyRead {
  if (isRecord(raw) && 'schemaVersion' in raw && raw.schemaVersion !== policySchemaVersion) {
    const named = JSON.stringify(raw.schemaVersion)?.slice(0, 20) ?? 'nothing';
    return policyProblem('unknown-version', source, [
      {
        setting: 'schemaVersion',
        message: `This app reads schemaVersion ${policySchemaVersion}; this policy is written for ${named}. Update the app, or write the policy for version ${policySchemaVersion}`,
      },
    ]);
  }
  const parsed = PolicySchema.safeParse(raw);
  if (parsed.success) return { status: 'policy', source, policy: parsed.data };
  const issues: Issue[] = [];
  for (const issue of parsed.error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys)
        issues.push({
          setting: settingPath([...issue.path, key]),
          message: unknownKeyMessage(key),
        });
    } else if (issue.path.length === 0 && issue.code === 'invalid_type') {
      issues.push({
        setting: '',
        message: 'The policy must be one JSON object: { "schemaVersion": 1, ... }',
      });
    } else {
      issues.push({ setting: settingPath(issue.path), message: issue.message });
    }
  }
  return policyProblem('schema', source, issues);
}
