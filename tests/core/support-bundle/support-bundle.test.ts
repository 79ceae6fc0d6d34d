// The support bundle and the log files behind it (decisions 44): log files are 0600 and rotate;
// electron-log is set to the same; the bundle holds versions, counts and settings and the log
// lines, and no SSN, tax id, account number, name, e-mail or token even when a raw one reached a
// log file.
import { renameSync } from 'node:fs';
import { chmod, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFileLogSink } from '../../../electron/core/logging/file-log-sink';
import { createRedactingLogger } from '../../../electron/core/logging/redacting-logger';
import {
  buildSupportBundle,
  writeSupportBundle,
} from '../../../electron/core/support/support-bundle';
import { applyLogFilePolicy } from '../../../electron/main/log-file-policy';
import { makeTempDir } from '../drafts/support/temp-dir';
import { expectPrivateFile } from '../../support/file-modes';

const secrets = [
  '518273645',
  '864209753',
  '5550192837465',
  'Acme Bakery',
  'ann@example.com',
  'tok-SECRET-abc',
];

let dir: string;
let cleanup: () => Promise<void>;
beforeEach(async () => ({ dir, cleanup } = await makeTempDir('support-bundle-')));
afterEach(() => cleanup());

describe('log files', () => {
  it('are created 0600, an existing one is narrowed to 0600, and they rotate', async () => {
    const logDir = path.join(dir, 'logs');
    const logger = createRedactingLogger(createFileLogSink(logDir, 'app.log', 300));
    for (let n = 0; n < 20; n += 1) logger.info('step', { n, ssn: '518273645' });
    const names = (await readdir(logDir)).sort();
    expect(names).toEqual(['app.log', 'app.old.log']);
    for (const name of names) {
      await expectPrivateFile(path.join(logDir, name));
      expect(await readFile(path.join(logDir, name), 'utf8')).not.toContain('518273645');
    }
    await writeFile(path.join(logDir, 'wide.log'), 'x\n', { mode: 0o644 });
    await writeFile(path.join(logDir, 'wide.old.log'), 'x\n', { mode: 0o644 });
    createFileLogSink(logDir, 'wide.log');
    await expectPrivateFile(path.join(logDir, 'wide.log'));
    await expectPrivateFile(path.join(logDir, 'wide.old.log'));
  });

  it('go on logging for the session when the rotated copy cannot be replaced', async () => {
    const logDir = path.join(dir, 'logs');
    // A folder with something in it where the rotated copy goes: rename(2) fails.
    await mkdir(path.join(logDir, 'stuck.old.log', 'inside'), { recursive: true });
    const logger = createRedactingLogger(createFileLogSink(logDir, 'stuck.log', 200));
    for (let n = 0; n < 20; n += 1) logger.info('step', { n });
    logger.info('last line');
    const text = await readFile(path.join(logDir, 'stuck.log'), 'utf8');
    expect(text).toContain('last line');
    expect(text.length).toBeLessThan(1000);
  });

  it("sets electron-log's file to 0600, rotated, with a redacting hook", async () => {
    const hooks: ((message: { data: unknown[] }) => { data: unknown[] })[] = [];
    const file = path.join(dir, 'main.log');
    await writeFile(file, '', { mode: 0o644 });
    await writeFile(path.join(dir, 'main.old.log'), '', { mode: 0o644 });
    const log = {
      hooks,
      transports: {
        file: {
          writeOptions: { flag: 'a', mode: 0o666, encoding: 'utf8' },
          maxSize: 0,
          getFile: () => ({ path: file }),
          archiveLogFn: (oldFile: { toString(): string }) =>
            renameSync(oldFile.toString(), path.join(dir, 'main.old.log')),
        },
      },
    };
    expect(applyLogFilePolicy(log as never)).toEqual({ logDir: dir });
    expect(log.transports.file.writeOptions.mode).toBe(0o600);
    expect(log.transports.file.maxSize).toBeGreaterThan(0);
    await expectPrivateFile(file);
    await expectPrivateFile(path.join(dir, 'main.old.log'));
    // A rotation by electron-log leaves its copy 0600 even when the file was wider.
    await chmod(file, 0o644);
    log.transports.file.archiveLogFn({ toString: () => file } as never);
    await expectPrivateFile(path.join(dir, 'main.old.log'));
    const [hook] = hooks;
    const out = hook!({ data: ['taxId 864209753', { accountNumber: '5550192837465' }] });
    expect(JSON.stringify(out)).not.toMatch(/864209753|5550192837465/);
  });
});

describe('support bundle', () => {
  it('holds versions, counts, settings and redacted logs; written 0600, never over a file', async () => {
    const logDir = path.join(dir, 'logs');
    await createFileLogSink(logDir)('info', 'ready');
    // Lines as if a raw value had slipped past the logger.
    await writeFile(
      path.join(logDir, 'boarding-desk.log'),
      [
        JSON.stringify({ message: 'saved', data: { legalName: 'Acme Bakery', ssn: '518273645' } }),
        JSON.stringify({ message: 'contact ann@example.com', data: { note: 'tax 864209753' } }),
        'plain line account 5550192837465 token=tok-SECRET-abc',
        JSON.stringify({ message: 'auth', data: { oauth_token: 'tok-SECRET-abc' } }),
      ].join('\n') + '\n',
      { flag: 'a' },
    );
    const bundle = await buildSupportBundle({
      app: { name: 'Boarding Desk', version: '0.1.0', platform: 'linux', mode: 'browser' },
      logDir,
      settings: () => ({ environmentId: 'sandbox', statusPollMinutes: 10 }),
      counts: async () => ({ drafts: { live: 3, trash: 1 } }),
      now: () => new Date('2026-11-26T01:00:00.000Z'),
    });
    const file = path.join(dir, 'support.json');
    expect(await writeSupportBundle(file, bundle)).toEqual({ outcome: 'written' });
    await expectPrivateFile(file);
    const text = await readFile(file, 'utf8');
    const parsed = JSON.parse(text) as Record<string, unknown>;
    expect(parsed).toMatchObject({
      app: { version: '0.1.0' },
      counts: { drafts: { live: 3, trash: 1 } },
      settings: { environmentId: 'sandbox' },
    });
    expect(text).toContain('"saved"');
    for (const secret of secrets) expect(text, secret).not.toContain(secret);
    expect(await writeSupportBundle(file, bundle)).toEqual({
      outcome: 'problem',
      problem: 'file-exists',
    });
    expect(await readFile(file, 'utf8')).toBe(text);
  });
});
