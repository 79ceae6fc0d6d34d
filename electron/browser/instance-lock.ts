// One browser-mode host per data folder, like Electron's app.requestSingleInstanceLock: two hosts
// on one folder would both drain the same outbox and POST the same applications twice (decisions
// 24). The lock is a small file in the data folder naming its owner (pid, computer, start time and,
// once listening, the port), so a second start can say which process holds the folder.
//
// - Created whole or not at all: the owner record is written under a temp name and hard-linked to
//   the lock name; link(2) fails with EEXIST instead of replacing, so two starts at the same moment
//   cannot both win and no reader ever sees a half-written record.
// - A lock whose pid no longer runs on this computer is stale (the host was killed), and so is one
//   naming this very process with another nonce (a container restarts its host as the same pid,
//   often pid 1, so "alive" says nothing there). It is taken
//   over under a second exclusive file (`.takeover`), and only if the lock still holds exactly the
//   stale bytes that were judged: two starts finding the same stale lock never remove a live one.
// - A lock written on another computer (a data folder on a network share) cannot be checked and is
//   treated as held: the refusal names the lock file, for whoever checked that computer to remove.
// - A lock that cannot be written for any reason but a read-only folder (a full disk, ENOSPC) is
//   `failed` and the host refuses to start: carrying on without it let two hosts send one outbox.
// - Released on exit only while it still names this process.
import { randomBytes } from 'node:crypto';
import { readFileSync, renameSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { createExclusiveSync } from '../../node/create-exclusive';

export const instanceLockName = 'browser-host.lock';

const LockOwnerSchema = z.object({
  pid: z.number().int().positive(),
  host: z.string().max(256),
  startedAt: z.string().max(64),
  nonce: z.string().max(64),
  port: z.number().int().min(1).max(65535).optional(),
});
export type LockOwner = z.infer<typeof LockOwnerSchema>;

export interface InstanceLock {
  readonly file: string;
  /**
   * Records the port the host listens on, so a refused second start can name it. Best-effort:
   * the lock itself is already held, so a failed write (a full disk) is returned, never thrown.
   */
  setPort(port: number): { ok: true } | { ok: false; code: string };
  release(): void;
}

export type LockOutcome =
  | { kind: 'acquired'; lock: InstanceLock }
  /** Another live host holds the folder: `message` names it. */
  | { kind: 'held'; owner: LockOwner | undefined; message: string }
  /** No lock can be written in a read-only folder (the app opens read-only, sends nothing). */
  | { kind: 'unavailable'; code: string }
  /** The lock could not be written for another reason (a full disk): the host must not start. */
  | { kind: 'failed'; code: string; message: string };

/** The codes of a folder this user cannot write at all (as electron/core/storage/writable-probe). */
const readOnlyCodes = new Set(['EROFS', 'EACCES', 'EPERM']);

const maxAttempts = 20;
const retryPauseMs = 25;
/** A takeover guard left by a start that died mid-takeover is ignored after this long. */
const staleGuardMs = 10_000;

export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'; // alive, another user's
  }
}

/** Takes the data folder's lock, or says who holds it. Synchronous: it runs once, at start. */
export function acquireInstanceLock(
  dataDir: string,
  options: { isAlive?: (pid: number) => boolean } = {},
): LockOutcome {
  const isAlive = options.isAlive ?? isProcessAlive;
  const file = path.join(dataDir, instanceLockName);
  const mine: LockOwner = {
    pid: process.pid,
    host: os.hostname(),
    startedAt: new Date().toISOString(),
    nonce: randomBytes(12).toString('hex'),
  };
  for (let attempt = 0; attempt < maxAttempts; attempt += 1) {
    let isCreated: boolean;
    try {
      isCreated = createExclusiveSync(file, JSON.stringify(mine));
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? 'error';
      if (readOnlyCodes.has(code)) return { kind: 'unavailable', code };
      return { kind: 'failed', code, message: failedMessage(dataDir, file, code) };
    }
    if (isCreated) return { kind: 'acquired', lock: heldLock(file, mine) };
    const text = readText(file);
    if (text === undefined) continue; // released in the meantime: try again
    const owner = parseOwner(text);
    if (owner && isLive(owner, mine, isAlive))
      return { kind: 'held', owner, message: heldMessage(dataDir, file, owner, mine.host) };
    takeOverStale(file, text, isAlive);
    pause(retryPauseMs);
  }
  return {
    kind: 'held',
    owner: undefined,
    message: `Another start of Boarding Desk is taking over the data folder ${dataDir} right now. Try again in a moment.`,
  };
}

/** Held: written on another computer (cannot be checked), or by a live other process here. */
function isLive(owner: LockOwner, mine: LockOwner, isAlive: (pid: number) => boolean): boolean {
  if (owner.host !== mine.host) return true;
  // Our own pid with another nonce: a start before a restart that reused the pid, now gone.
  if (owner.pid === mine.pid) return owner.nonce === mine.nonce;
  return isAlive(owner.pid);
}

function heldMessage(dataDir: string, file: string, owner: LockOwner, thisHost: string): string {
  const where =
    owner.port === undefined
      ? 'still starting, no address yet'
      : `listening at http://127.0.0.1:${owner.port}/`;
  const isElsewhere = owner.host !== thisHost;
  const computer = isElsewhere ? ` on the computer "${owner.host}"` : '';
  return [
    `Boarding Desk (browser mode) is already running for the data folder ${dataDir}`,
    ` (pid ${owner.pid}${computer}, ${where}, started ${owner.startedAt}).`,
    ' Only one copy may use a data folder: use the running one (its launch link was printed',
    ' when it started), stop it, or start this one with --data-dir <another folder>.',
    isElsewhere
      ? ` A lock from another computer cannot be checked from here and is always taken as held: if that computer no longer runs Boarding Desk, remove the lock file ${file}.`
      : ` If no such process is running, remove the lock file ${file}.`,
  ].join('');
}

function failedMessage(dataDir: string, file: string, code: string): string {
  const cause = code === 'ENOSPC' ? 'the disk is full (ENOSPC)' : `the error was ${code}`;
  return [
    `Boarding Desk (browser mode) did not start: its single-instance lock ${file} could not be`,
    ` written in the data folder ${dataDir} because ${cause}. Without it a second copy could send`,
    ' the same applications: free some space (or fix the folder) and start again.',
  ].join('');
}

function heldLock(file: string, mine: LockOwner): InstanceLock {
  const isMine = () => parseOwner(readText(file) ?? '')?.nonce === mine.nonce;
  return {
    file,
    setPort(port) {
      // rename over our own lock: readers see the old record or the new one, never a mix.
      const temp = `${file}.tmp-${randomBytes(6).toString('hex')}`;
      try {
        if (!isMine()) return { ok: true };
        writeFileSync(temp, JSON.stringify({ ...mine, port }), { mode: 0o600, flag: 'wx' });
        renameSync(temp, file);
        return { ok: true };
      } catch (error) {
        try {
          unlinkSync(temp);
        } catch {
          // never created
        }
        return { ok: false, code: (error as NodeJS.ErrnoException).code ?? 'error' };
      }
    },
    release() {
      try {
        if (isMine()) unlinkSync(file);
      } catch {
        // Already gone, or the folder became unwritable: the next start sees a stale lock.
      }
    },
  };
}

/** Removes the stale lock if it still holds `staleText`, under an exclusive takeover guard. */
function takeOverStale(file: string, staleText: string, isAlive: (pid: number) => boolean): void {
  const guard = `${file}.takeover`;
  let isGuarded: boolean;
  try {
    isGuarded = createExclusiveSync(guard, String(process.pid));
  } catch {
    return;
  }
  if (!isGuarded) {
    clearDeadGuard(guard, isAlive);
    return;
  }
  try {
    if (readText(file) === staleText) unlinkSync(file);
  } catch {
    // Someone else removed it: the next attempt creates the lock or finds its new owner.
  } finally {
    try {
      unlinkSync(guard);
    } catch {
      // already removed
    }
  }
}

/** A guard whose start died mid-takeover would block every later start: it is removed. */
function clearDeadGuard(guard: string, isAlive: (pid: number) => boolean): void {
  try {
    const pid = Number(readFileSync(guard, 'utf8'));
    const age = Date.now() - statSync(guard).mtimeMs;
    if ((Number.isInteger(pid) && pid > 0 && !isAlive(pid)) || age > staleGuardMs)
      unlinkSync(guard);
  } catch {
    // gone already
  }
}

function readText(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

function parseOwner(text: string): LockOwner | undefined {
  try {
    const parsed = LockOwnerSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** A short synchronous pause between attempts while another start finishes its takeover. */
function pause(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}
