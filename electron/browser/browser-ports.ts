// The ports browser mode builds core from, without Electron (conventions 6): the AES-GCM key-file
// cipher, conf for the key-value store (electron-store's own base), a redacting JSON-lines
// log file, and the system's URL opener (xdg-open, open, start) when a desktop browser exists.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Conf from 'conf';
import { privateSettingsOptions } from '../../node/private-dir';
import { openKeyFileCipher } from '../core/crypto/key-file-cipher';
import { createFileLogSink } from '../core/logging/file-log-sink';
import { createRedactingLogger, type LogSink } from '../core/logging/redacting-logger';
import type { Cipher, KeyValueStore, Logger } from '../core/ports';

export function defaultDataDir(): string {
  const home = os.homedir();
  const name = 'Boarding Desk (browser mode)';
  if (process.platform === 'win32')
    return path.join(process.env.APPDATA ?? path.join(home, 'AppData', 'Roaming'), name);
  if (process.platform === 'darwin') return path.join(home, 'Library', 'Application Support', name);
  return path.join(
    process.env.XDG_DATA_HOME ?? path.join(home, '.local', 'share'),
    'boarding-desk-browser',
  );
}

/** The log file in the data folder; stderr when the folder cannot be written (read-only). */
export function createBrowserLogger(dataDir: string): Logger {
  let sink: LogSink;
  try {
    sink = createFileLogSink(path.join(dataDir, 'logs'));
  } catch {
    sink = (level, message, data) =>
      console.error(JSON.stringify({ at: new Date().toISOString(), level, message, data }));
  }
  return createRedactingLogger(sink);
}

const settingsConfigName = 'settings';

/** The file conf keeps the settings in. */
export function settingsFileOf(dataDir: string): string {
  return path.join(dataDir, `${settingsConfigName}.json`);
}

/**
 * conf over settings.json. Should conf refuse the file even so (a damaged file that could not be
 * set aside on a read-only folder), the app runs on an empty store: default settings, and every
 * save refused, rather than no app at all.
 */
export function createConfStore(dataDir: string, logger?: Logger): KeyValueStore {
  let conf: Conf<Record<string, unknown>>;
  try {
    conf = new Conf<Record<string, unknown>>({
      ...privateSettingsOptions(dataDir), // 0600, whatever the umask
      configName: settingsConfigName,
      projectName: 'boarding-desk',
    });
  } catch (error) {
    logger?.error('settings store unavailable; using the defaults', {
      code: (error as NodeJS.ErrnoException).code,
    });
    return unwritableStore((error as Error).message);
  }
  return {
    get: (key) => conf.get(key),
    set: (key, value) => conf.set(key, value),
    delete: (key) => conf.delete(key),
    has: (key) => conf.has(key),
  };
}

function unwritableStore(reason: string): KeyValueStore {
  const refuse = (): never => {
    throw new Error(`the settings file cannot be used: ${reason}`);
  };
  return { get: () => undefined, set: refuse, delete: refuse, has: () => false };
}

/** A cipher that refuses everything: the vault and draft store then report ENCRYPTION_UNAVAILABLE. */
function unavailableCipher(problem: NonNullable<Cipher['problem']>): Cipher {
  const refuse = (): never => {
    throw new Error('encryption unavailable');
  };
  return {
    kind: 'unavailable',
    problem,
    isAvailable: () => false,
    isWeak: () => false,
    encrypt: refuse,
    decrypt: refuse,
  };
}

export function createKeyFileCipher(
  dataDir: string,
  logger: Logger,
): { cipher: Cipher; problem?: string } {
  const opened = openKeyFileCipher(path.join(dataDir, 'secrets.key'));
  if (opened.ok) return { cipher: opened.value };
  logger.error('key file cipher unavailable', { message: opened.error.message });
  const code = opened.error.code === 'STORAGE' ? 'STORAGE' : 'ENCRYPTION_UNAVAILABLE';
  return {
    cipher: unavailableCipher({ code, message: opened.error.message }),
    problem: opened.error.message,
  };
}

function isOnPath(command: string): boolean {
  const dirs = (process.env.PATH ?? '').split(path.delimiter).filter(Boolean);
  return dirs.some((dir) => existsSync(path.join(dir, command)));
}

/**
 * `cmd /c start "" <url>`: cmd reads its command line itself, so every metacharacter a URL may
 * carry unencoded (WHATWG leaves `|`, `^`, `(`, `)` and stray `%` in paths and queries) is
 * escaped with `^`; escaping only `&` let `https://host/a|calc` run a second command, and `%NAME%`
 * expand an environment variable into the address.
 */
export function windowsStartArgs(url: string): string[] {
  return ['/c', 'start', '""', url.replace(/[\^&|<>()%!"]/g, '^$&')];
}

/** The command that opens a URL in the desktop browser, or null on a headless machine. */
export function browserOpener(): { command: string; args: (url: string) => string[] } | null {
  if (process.platform === 'darwin') return { command: 'open', args: (url) => [url] };
  if (process.platform === 'win32') return { command: 'cmd', args: windowsStartArgs };
  const hasDisplay = Boolean(process.env.DISPLAY || process.env.WAYLAND_DISPLAY);
  return hasDisplay && isOnPath('xdg-open') ? { command: 'xdg-open', args: (url) => [url] } : null;
}

/** Opens `url` with the system opener; prints it instead when there is none. Never throws. */
export function openInBrowser(url: string, print: (line: string) => void): Promise<void> {
  const opener = browserOpener();
  if (opener === null) {
    print(`Open this address in a browser: ${url}`);
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const child = spawn(opener.command, opener.args(url), { stdio: 'ignore', detached: true });
    child.on('error', () => {
      print(`Open this address in a browser: ${url}`);
      resolve();
    });
    child.on('spawn', () => {
      child.unref();
      resolve();
    });
  });
}
