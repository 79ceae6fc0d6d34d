// Browser mode on a data folder the test prepares first (an environments.json, say).
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startBrowserMode, type BrowserModeApp } from '../browser-host-process';

export async function startBrowserModeIn(
  prepare: (dataDir: string) => Promise<void>,
): Promise<BrowserModeApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'boarding-e2e-editor-'));
  await prepare(dataDir);
  return startBrowserMode({ dataDir });
}
