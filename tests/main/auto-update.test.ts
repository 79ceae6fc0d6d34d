// Auto-update starts only in a packaged build that carries a feed (app-update.yml), routes its
// messages through our logger, installs on quit, and treats an offline check as a warning.
import { EventEmitter } from 'node:events';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startAutoUpdate, type UpdaterLike } from '../../electron/main/auto-update';
import { capturingLogger } from '../ipc/recording-handlers';

class FakeUpdater extends EventEmitter implements UpdaterLike {
  autoDownload = false;
  autoInstallOnAppQuit = false;
  logger: unknown = console;
  checks = 0;
  constructor(private readonly outcome: 'ok' | 'offline') {
    super();
  }
  async checkForUpdates(): Promise<unknown> {
    this.checks += 1;
    if (this.outcome === 'offline') throw new Error('net::ERR_INTERNET_DISCONNECTED');
    return null;
  }
}

describe('startAutoUpdate', () => {
  let resourcesPath: string;
  beforeEach(async () => {
    resourcesPath = await mkdtemp(path.join(os.tmpdir(), 'bd-update-'));
  });
  afterEach(() => rm(resourcesPath, { recursive: true, force: true }));

  it('does nothing in development or without a feed', async () => {
    const updater = new FakeUpdater('ok');
    const common = {
      resourcesPath,
      loadUpdater: async () => updater,
      logger: capturingLogger().logger,
      onDownloaded: () => undefined,
    };
    expect(await startAutoUpdate({ ...common, isPackaged: true })).toBe(false);
    await writeFile(path.join(resourcesPath, 'app-update.yml'), 'provider: generic\n');
    expect(await startAutoUpdate({ ...common, isPackaged: false })).toBe(false);
    expect(updater.checks).toBe(0);
  });

  it('checks once, installs on quit, and logs an offline check as a warning', async () => {
    await writeFile(path.join(resourcesPath, 'app-update.yml'), 'provider: generic\n');
    const updater = new FakeUpdater('offline');
    const captured = capturingLogger();
    const downloaded: string[] = [];
    const started = await startAutoUpdate({
      isPackaged: true,
      resourcesPath,
      loadUpdater: async () => updater,
      logger: captured.logger,
      onDownloaded: (version) => downloaded.push(version),
    });
    expect(started).toBe(true);
    expect(updater.checks).toBe(1);
    expect(updater.logger).toBeNull();
    expect(updater.autoInstallOnAppQuit).toBe(true);
    updater.emit('update-downloaded', { version: '9.9.9' });
    expect(downloaded).toEqual(['9.9.9']);
    const messages = captured.lines.map((line) => `${line.level} ${line.message}`);
    expect(messages).toContain('warn update check failed');
    expect(messages).toContain('info update ready');
  });
});
