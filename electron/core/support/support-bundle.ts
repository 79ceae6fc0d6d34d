// The support bundle (decisions 44): one JSON file the agent chooses to write and send, with the
// app's versions, counts of what is on this laptop, settings (which hold no secret) and the last
// log lines, every one redacted again for the bundle. It never carries a draft, a token or the
// consumer secret: it is built from counts and the log files only. Written 0600, never over an
// existing file unless the agent consented to replace it in the system save dialog (decisions 81).
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { newFileProblemOf, writeNewFile, type NewFileProblem } from '../../../node/publish-file';
import { redactForBundle, redactLogLine } from './bundle-redaction';

/** The newest lines kept per log file: enough for a day's work, small enough to e-mail. */
export const logLinesPerFile = 2000;

export interface SupportBundleSources {
  app: { name: string; version: string; platform: string; mode: string };
  logDir: string;
  settings: () => unknown;
  counts: () => Promise<unknown>;
  now: () => Date;
}

async function logFiles(logDir: string): Promise<string[]> {
  try {
    return (await readdir(logDir)).filter((name) => name.endsWith('.log')).sort();
  } catch {
    return [];
  }
}

export async function buildSupportBundle(sources: SupportBundleSources): Promise<unknown> {
  const logs: Record<string, unknown[]> = {};
  for (const name of await logFiles(sources.logDir)) {
    const lines = (await readFile(path.join(sources.logDir, name), 'utf8'))
      .split('\n')
      .filter((line) => line !== '');
    logs[name] = lines.slice(-logLinesPerFile).map(redactLogLine);
  }
  return {
    kind: 'boarding-desk-support-bundle',
    version: 1,
    createdAt: sources.now().toISOString(),
    app: sources.app,
    runtime: { node: process.versions.node, electron: process.versions.electron ?? null },
    counts: redactForBundle(await sources.counts()),
    settings: redactForBundle(sources.settings()),
    logs,
  };
}

/**
 * Writes the bundle to `filePath` (never over a file: decisions 44; over it only with the agent's
 * consent from the system save dialog: decisions 81), fsynced through the handle
 * that wrote it (decisions 71). Answers the problem when it could not, in the words every save of
 * a file the agent chose answers with; an error that is no such problem is thrown.
 */
export async function writeSupportBundle(
  filePath: string,
  bundle: unknown,
  options: { mayReplace?: boolean } = {},
): Promise<{ outcome: 'written' } | { outcome: 'problem'; problem: NewFileProblem }> {
  try {
    await writeNewFile(
      filePath,
      (handle) => handle.writeFile(`${JSON.stringify(bundle, null, 2)}\n`),
      { mayReplace: options.mayReplace === true },
    );
    return { outcome: 'written' };
  } catch (error) {
    const problem = newFileProblemOf(error);
    if (problem === undefined) throw error;
    return { outcome: 'problem', problem };
  }
}
