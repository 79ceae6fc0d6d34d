// The index of docs/decisions/: one file per decision, `NNN-kebab-title.md`, opening with
// `# N. Title`, `Status: ...` and `Section: ...`, then the sections `## Context`, `## Decision`,
// `## Consequences` and `## Where in the code` in that order (a withdrawn number: Context and
// Decision only). `npm run docs:decisions` writes the index (docs/decisions/README.md) from those
// files; tests/docs/decisions-index.test.ts checks that the committed index is what this makes, that
// every file has its sections, and that the numbers run 1, 2, 3... with no silent gap.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import prettier from 'prettier';

export const root = path.resolve(import.meta.dirname, '..', '..');
export const decisionsDir = path.join(root, 'docs', 'decisions');
export const indexFile = path.join(decisionsDir, 'README.md');

export interface Decision {
  file: string;
  number: number;
  title: string;
  status: string;
  section: string;
  /** The file's `## ` headings, in order. */
  headings: string[];
}

/** The sections every decision has, in this order; a withdrawn one has only the first two. */
export const sectionsOfAccepted = ['Context', 'Decision', 'Consequences', 'Where in the code'];
export const sectionsOfWithdrawn = ['Context', 'Decision'];

const statusPattern = /^(accepted(; changed in part by \d+(, \d+)*)?|superseded by \d+|withdrawn)$/;

/** The front block of one decision file, or what is wrong with it. */
export function readDecision(file: string, text: string): Decision | string {
  const heading = /^# (\d+)\. (.+)\n\nStatus: (.+)\n\nSection: (.+)\n/.exec(text);
  if (!heading) return `${file}: does not open with "# N. Title", "Status: ..." and "Section: ..."`;
  return {
    file,
    number: Number(heading[1]),
    title: heading[2]!,
    status: heading[3]!,
    section: heading[4]!,
    headings: [...text.matchAll(/^## (.+)$/gm)].map((match) => match[1]!.trim()),
  };
}

/** What a decision's sections lack: each one missing or out of order, named with the file. */
export function sectionProblemsOf(decision: Decision): string[] {
  const { file, status, headings } = decision;
  const wanted = status === 'withdrawn' ? sectionsOfWithdrawn : sectionsOfAccepted;
  const kind = status === 'withdrawn' ? 'a withdrawn decision' : 'a decision';
  const problems: string[] = [];
  let from = 0;
  for (const name of wanted) {
    const at = headings.indexOf(name);
    if (at === -1) problems.push(`${file}: has no "## ${name}" (${kind} has ${wanted.join(', ')})`);
    else if (at < from)
      problems.push(`${file}: "## ${name}" is out of order (${wanted.join(', ')})`);
    else from = at;
  }
  return problems;
}

/**
 * What is wrong with a set of decisions: names, statuses, sections, and any number skipped or
 * taken twice.
 */
export function problemsOf(decisions: Decision[]): string[] {
  const problems: string[] = [];
  const byNumber = new Map<number, Decision[]>();
  for (const decision of decisions) {
    const { file, number, status } = decision;
    problems.push(...sectionProblemsOf(decision));
    if (
      !file.startsWith(`${String(number).padStart(3, '0')}-`) ||
      !/^\d{3}-[a-z0-9-]+\.md$/.test(file)
    )
      problems.push(`${file}: the name is not NNN-kebab-title.md for decision ${number}`);
    if (!statusPattern.test(status))
      problems.push(`${file}: status "${status}" is not accepted, superseded by N or withdrawn`);
    const other = /(?:superseded|changed in part) by ([\d, ]+)/.exec(status);
    for (const n of other ? other[1]!.split(/,\s*/).map(Number) : []) {
      if (!decisions.some((d) => d.number === n && d.status !== 'withdrawn'))
        problems.push(`${file}: ${status} names no decision`);
    }
    byNumber.set(number, [...(byNumber.get(number) ?? []), decision]);
  }
  const highest = Math.max(0, ...byNumber.keys());
  for (let n = 1; n <= highest; n++) {
    const found = byNumber.get(n) ?? [];
    if (found.length === 0) problems.push(`${n}: skipped (give it a file with Status: withdrawn)`);
    if (found.length > 1) problems.push(`${n}: taken by ${found.map((d) => d.file).join(', ')}`);
  }
  return problems;
}

/** Every decision file of a folder, in number order; throws on a file that cannot be read. */
export function readDecisions(dir = decisionsDir): Decision[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.md') && name !== 'README.md')
    .map((name) => {
      const decision = readDecision(name, readFileSync(path.join(dir, name), 'utf8'));
      if (typeof decision === 'string') throw new Error(decision);
      return decision;
    })
    .sort((a, b) => a.number - b.number || a.file.localeCompare(b.file));
}

const preface = `# Decisions where the service spec says "not shown"

[\`service.md\`](../service.md) holds our notes of the boarding service's specification. Where the
specification says "not shown", the files in this folder decide, so that the app, its built-in
sandbox server (\`sandbox/\`) and the tests agree, together with the app's own decisions (its disk,
its screens, its speed, its releases). One file per decision, \`NNN-kebab-title.md\`. The code cites
them by number ("decisions 10"); the numbers are fixed: a new decision is a new file under the next
number, added to this index with \`npm run docs:decisions\`. A decision that no longer holds keeps
its file and number and says so in its status (\`superseded by N\`, or \`withdrawn\` with the reason);
a number is never skipped silently.

Each file opens with \`# N. Title\` (the title says the decision in plain words), \`Status: ...\`
(\`accepted\`, \`accepted; changed in part by N\`, \`superseded by N\` or \`withdrawn\`) and
\`Section: ...\` (the part of the spec or of the app it belongs to), then four sections, in this
order: **Context** (the problem: what the spec does not show, and the forces at play), **Decision**
(what we do, opening with the title's sentence in bold), **Consequences** (what it costs, what it
rules out, what follows) and **Where in the code** (the files that carry it out). A withdrawn
number has only Context (why nothing was decided under it) and Decision (\`Withdrawn: ...\`).
\`tests/docs/decisions-index.test.ts\` fails on a file that lacks one, naming the file.

The real service may differ: everything marked **configurable** lives in one place (a
per-environment setting in \`shared/environments/environment-schema.ts\`, or a data file such as
\`shared/codes/code-tables.json\`), never scattered through the code.

Background facts (public material): the spec matches a legacy payments "ISO agent" boarding API
(v2, OAuth 1.0a). Its published samples break RFC 5849 in small ways: the request-token response
carries \`oauth_callback=true\` instead of \`oauth_callback_confirmed=true\`; one timestamp has a
fraction; header values use single quotes; the access-token path appears as both
\`/boarding/v2/oauth/1a/accessToken\` and \`/boarding/v2/OAuth/1A/AccessToken\`; one sample
signature percent-encodes \`~\`. The samples are therefore not usable as test vectors: the signer's
tests use RFC 5849's own example and a second, independent implementation instead.

This index is written by \`npm run docs:decisions\` from the files' first lines; do not edit it by
hand.

## Index
`;

/** The index as the generator writes it, formatted as the repository's prettier formats it. */
export async function indexMarkdown(decisions: Decision[]): Promise<string> {
  const cell = (text: string) => text.replace(/\|/g, '\\|');
  const rows = decisions.map(
    (d) =>
      `| ${d.number} | [${cell(d.title)}](${d.file}) | ${cell(d.status)} | ${cell(d.section)} |`,
  );
  const text = [
    preface,
    '| No. | Decision | Status | Section |',
    '| - | - | - | - |',
    ...rows,
  ].join('\n');
  const options = (await prettier.resolveConfig(indexFile)) ?? {};
  return prettier.format(text + '\n', { ...options, filepath: indexFile });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const decisions = readDecisions();
  const problems = problemsOf(decisions);
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    process.exit(1);
  }
  writeFileSync(indexFile, await indexMarkdown(decisions));
  console.log(`docs/decisions/README.md: ${decisions.length} decisions`);
}
