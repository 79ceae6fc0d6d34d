#!/usr/bin/env node
// Electronegativity scan of electron/ for `npm test`. The tool always exits 0, so this
// reads its SARIF report, matches each finding (check id + file) against the reviewed explanations in
// scripts/electronegativity-explained.json, prints one summary line
// `electronegativity: N findings, N explained, N unexplained`, lists anything unexplained, and
// exits 1 when something is unexplained or the scan did not produce a report.
//
// Why SARIF and not CSV: electronegativity 1.10.3 writes the CSV header and the rows with two
// concurrent fs.writeFile calls (util/file.js: header truncates, rows append), so the header can
// land on top of the first row. That race failed CI once ("iled to parse CSP..."). The SARIF report
// is one JSON document written by a single call; the format is chosen by the file extension.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const electronVersion = '45.4.1';
const cli = path.join(root, 'node_modules', '@doyensec', 'electronegativity', 'dist', 'index.js');
const explanationsFile = path.join(root, 'scripts', 'electronegativity-explained.json');

function fail(message) {
  console.log(`electronegativity: scan failed (${message})`);
  process.exit(1);
}

const workDir = mkdtempSync(path.join(os.tmpdir(), 'electronegativity-'));
try {
  const report = path.join(workDir, 'report.sarif');
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

  let sarif;
  try {
    sarif = JSON.parse(readFileSync(report, 'utf8'));
  } catch (error) {
    fail(`report is not valid SARIF JSON: ${error.message}`);
  }
  const results = sarif?.runs?.[0]?.results;
  if (!Array.isArray(results)) fail('report has no runs[0].results');
  const findings = results.map((result) => {
    const where = result.locations?.[0]?.physicalLocation;
    return {
      id: String(result.ruleId ?? ''),
      file: String(where?.artifactLocation?.uri ?? ''),
      location: `${where?.region?.startLine ?? '?'}:${where?.region?.startColumn ?? '?'}`,
      severity: String(result.level ?? ''),
      description: String(result.message?.text ?? ''),
    };
  });

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
