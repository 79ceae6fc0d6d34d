// One-off: splits docs/decisions.md into one file per decision under docs/decisions/.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..', '..');
const source = readFileSync(path.join(root, 'docs', 'decisions.md'), 'utf8');
const outDir = path.join(root, 'docs', 'decisions');
mkdirSync(outDir, { recursive: true });

// Entries 1 to 17 were written without a bold title: a short one taken from their own words.
const plainTitles: Record<number, string> = {
  1: 'Signatures follow RFC 5849 section 3.4 exactly',
  2: 'What the sandbox accepts and rejects in a signed request',
  3: 'The request-token response: either callback flag is accepted',
  4: 'The callback is a loopback address opened only for the handshake',
  5: 'Authorization page address',
  6: 'Access-token path',
  7: 'Access tokens live 24 hours from issue',
  8: 'The merchant POST: 201 with the merchant as GET returns it',
  9: 'Retrieve by id, and a lookup by referenceId',
  10: 'A referenceId fixed per draft',
  11: 'Status values',
  12: 'Additional GET fields',
  13: 'Full required set',
  14: 'QuickStart',
  15: 'Numeric codes',
  16: 'Fields sent as null unless set',
  17: 'The error body',
};

// What the text itself says changes an earlier entry (only where it says so).
const changedBy: Record<number, number[]> = { 14: [28], 77: [81] };

// Numbers no entry ever took (see the history of docs/decisions.md).
const withdrawn: Record<number, string> = {
  35: 'No decision was ever written under this number. Decisions 32 to 34 (the outbox and the save) and 36 and 37 (the renderer) were written at the same time on separate lines of work, each with its own run of numbers; the first run stopped at 34 and no entry, citation or commit ever used 35.',
  38: 'No decision was ever written under this number. Decisions 36 and 37 (the renderer) and 40 to 43 (export and import) were written at the same time on separate lines of work, each with its own run of numbers; the renderer needed two and no entry, citation or commit ever used 38.',
  39: 'No decision was ever written under this number, for the same reason as 38: the run of numbers kept for the renderer ended at 37, and export and import started at 40.',
  47: 'No decision was ever written under this number. Decisions 44 (the support bundle), 45 and 46 (signing) and 48 to 50 (documents and the PDF) were written at the same time on separate lines of work; signing needed two and no entry, citation or commit ever used 47.',
};

function numbersOf(list: string): number[] {
  const numbers: number[] = [];
  for (const part of list.split(/\s*,\s*/)) {
    const range = /^(\d+) to (\d+)$/.exec(part.trim());
    if (range) for (let n = Number(range[1]); n <= Number(range[2]); n++) numbers.push(n);
    else if (/^\d+$/.test(part.trim())) numbers.push(Number(part.trim()));
  }
  return numbers;
}

function kebab(title: string): string {
  const words = title
    .replace(/`/g, '')
    .toLowerCase()
    .replace(/->/g, ' ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ');
  let slug = '';
  for (const word of words) {
    if (slug.length + word.length + 1 > 60) break;
    slug = slug ? `${slug}-${word}` : word;
  }
  return slug;
}

const tableStart = source.indexOf('## Where each decision lives in the code');
const body = source.slice(0, tableStart);
const table = source.slice(tableStart);

// The code-location rows, by decision number.
const where = new Map<number, string[]>();
let last: { numbers: string; text: string } | undefined;
const rows: { numbers: string; text: string }[] = [];
for (const line of table.split('\n')) {
  const match = /^\| ([^|]*?) *\| (.*?) *\|$/.exec(line);
  if (!match || /^-+$/.test(match[1]!) || match[1] === 'Decisions') continue;
  if (match[1] === '' && last) last.text += ' ' + match[2];
  else rows.push((last = { numbers: match[1]!, text: match[2]! }));
}
for (const row of rows) {
  const numbers = numbersOf(row.numbers);
  const shared = numbers.length > 1 ? ` (the row for decisions ${row.numbers})` : '';
  for (const n of numbers) where.set(n, [...(where.get(n) ?? []), `- ${row.text}${shared}`]);
}

interface Entry {
  number: number;
  section: string;
  intro: string;
  lines: string[];
}

const entries: Entry[] = [];
let section = '';
let intro: string[] = [];
let current: Entry | undefined;
for (const line of body.split('\n')) {
  const heading = /^## (.*)$/.exec(line);
  const start = /^(\d+)\. /.exec(line);
  if (heading) {
    section = heading[1]!;
    intro = [];
    current = undefined;
  } else if (start) {
    current = {
      number: Number(start[1]),
      section,
      intro: intro.join('\n').trim(),
      lines: [line.slice(start[0].length)],
    };
    entries.push(current);
  } else if (current) {
    const indent = String(current.number).length + 2;
    current.lines.push(line.startsWith(' '.repeat(indent)) ? line.slice(indent) : line);
  } else if (section) intro.push(line);
}

const written: string[] = [];
for (const entry of entries) {
  const text = entry.lines.join('\n').trim();
  let title = plainTitles[entry.number];
  if (!title) {
    const bold = /^\*\*([\s\S]*?)\*\*/.exec(text);
    if (!bold) throw new Error(`decision ${entry.number} has no bold title`);
    title = bold[1]!.replace(/\s*\n\s*/g, ' ').replace(/\.$/, '');
  }
  const changes = changedBy[entry.number];
  const status = changes ? `accepted; changed in part by ${changes.join(', ')}` : 'accepted';
  const parts = [`# ${entry.number}. ${title}`, `Status: ${status}`, `Section: ${entry.section}`];
  if (entry.intro) parts.push('## Context', entry.intro);
  parts.push('## Decision', text);
  const rowsOf = where.get(entry.number);
  if (rowsOf) parts.push('## Where in the code', rowsOf.join('\n'));
  const name = `${String(entry.number).padStart(3, '0')}-${kebab(title)}.md`;
  writeFileSync(path.join(outDir, name), parts.join('\n\n') + '\n');
  written.push(name);
}
for (const [number, why] of Object.entries(withdrawn)) {
  const name = `${number.padStart(3, '0')}-never-written.md`;
  const parts = [
    `# ${number}. Never written`,
    'Status: withdrawn',
    'Section: none',
    '## Why withdrawn',
    why,
  ];
  writeFileSync(path.join(outDir, name), parts.join('\n\n') + '\n');
  written.push(name);
}
console.log(`${written.length} files written`);
