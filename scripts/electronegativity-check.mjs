#!/usr/bin/env node
// Electronegativity scan of electron/ for `npm test` (issue 6). The tool always exits 0, so this
// reads its CSV report, matches each finding (check id + file) against the reviewed explanations in
// scripts/electronegativity-explained.json, prints one summary line
// `electronegativity: N findings, N explained, N unexplained`, lists anything unexplained, and
// exits 1 when something is unexplained or the scan did not produce a report.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const electronVersion = '45.4.1';
const cli = path.join(root, 'node_modules', '@doyensec', 'electronegativity', 'dist', 'index.js');
const explanationsFile = path.join(root, 'scripts', 'electronegativity-explained.json');

/** Minimal RFC 4180 CSV parser: quoted fields, doubled quotes, commas and newlines inside quotes. */
export function parseCsv(text) {
  const rows = [];
  let row = [];
  let field = '';
  let inQuotes = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (inQuotes) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') inQuotes = false;
      else field += char;
    } else if (char === '"') inQuotes = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i += 1;
      row.push(field);
      if (row.some((cell) => cell.trim() !== '')) rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  row.push(field);
  if (row.some((cell) => cell.trim() !== '')) rows.push(row);
  return rows;
}

function fail(message) {
  console.log(`electronegativity: scan failed (${message})`);
  process.exit(1);
}

const workDir = mkdtempSync(path.join(os.tmpdir(), 'electronegativity-'));
try {
  const report = path.join(workDir, 'report.csv');
  const scan = spawnSync(
    process.execPath,
    [cli, '-i', 'electron', '-o', report, '-e', electronVersion, '-r', '-v', 'false'],
    {
      cwd: root,
      encoding: 'utf8',
      timeout: 180_000,
    },
  );
  if (scan.error) fail(scan.error.message);
  if (!existsSync(report))
    fail(
      `no report written; exit ${scan.status}: ${(scan.stderr || scan.stdout).trim().slice(0, 300)}`,
    );

  const [header, ...rows] = parseCsv(readFileSync(report, 'utf8'));
  const columns = (header ?? []).map((name) => name.trim());
  const at = (name) => columns.indexOf(name);
  if (at('issue') < 0 || at('filename') < 0) fail(`unexpected report header: ${columns.join(',')}`);
  const findings = rows.map((cells) => ({
    id: cells[at('issue')]?.trim() ?? '',
    file: cells[at('filename')]?.trim() ?? '',
    location: cells[at('location')]?.trim() ?? '',
    severity: cells[at('severity')]?.trim() ?? '',
    description: cells[at('description')]?.trim() ?? '',
  }));

  const { explained } = JSON.parse(readFileSync(explanationsFile, 'utf8'));
  const isExplained = (finding) =>
    explained.some((entry) => entry.id === finding.id && entry.file === finding.file);
  const unexplained = findings.filter((finding) => !isExplained(finding));
  const unused = explained.filter(
    (entry) => !findings.some((finding) => finding.id === entry.id && finding.file === entry.file),
  );

  console.log(
    `electronegativity: ${findings.length} findings, ${findings.length - unexplained.length} explained, ${unexplained.length} unexplained`,
  );
  for (const finding of unexplained) {
    console.log(
      `  UNEXPLAINED ${finding.id} ${finding.severity} electron/${finding.file}:${finding.location} ${finding.description}`,
    );
  }
  for (const entry of unused) {
    console.log(`  note: explanation no longer needed: ${entry.id} ${entry.file}`);
  }
  process.exitCode = unexplained.length === 0 ? 0 : 1;
} finally {
  rmSync(workDir, { recursive: true, force: true });
}
