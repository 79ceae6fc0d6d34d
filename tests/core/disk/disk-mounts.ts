// Real disk trouble for tests: a small tmpfs that fills up, and the same tmpfs remounted
// read-only (root ignores file modes, so chmod cannot make a read-only folder here). Mounting needs
// root and a kernel that allows it; where it does not, `mountProblem` says why and the tests that
// need a mount are skipped with that reason in their name.
import { execFileSync } from 'node:child_process';
import { appendFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

function probe(): string | undefined {
  if (process.platform !== 'linux') return 'tmpfs mounts are a Linux feature';
  if (process.getuid?.() !== 0) return 'mounting a tmpfs needs root';
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bd-mount-probe-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=64k', 'tmpfs', dir], { stdio: 'pipe' });
    execFileSync('umount', [dir], { stdio: 'pipe' });
    return undefined;
  } catch (error) {
    return `mount is not allowed here (${(error as Error).message.split('\n')[0]})`;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Why tmpfs tests cannot run on this machine, or undefined when they can. */
export const mountProblem = probe();

export interface SmallDisk {
  dir: string;
  /** Writes a filler file until the disk has no byte left. */
  fill(): void;
  remountReadOnly(): void;
  remountWritable(): void;
  unmount(): void;
}

/** A fresh tmpfs of `size` (mount's syntax, e.g. "2m") at a new temp folder. */
export function mountSmallDisk(size = '2m'): SmallDisk {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bd-small-disk-'));
  execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${size},mode=0700`, 'tmpfs', dir]);
  const remount = (mode: string) =>
    execFileSync('mount', ['-o', `remount,${mode}`, dir], { stdio: 'pipe' });
  return {
    dir,
    fill() {
      const filler = path.join(dir, 'filler.bin');
      for (const size of [256 * 1024, 4096, 1]) {
        const chunk = Buffer.alloc(size, 1);
        try {
          for (;;) appendFileSync(filler, chunk);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
        }
      }
    },
    remountReadOnly: () => remount('ro'),
    remountWritable: () => remount('rw'),
    unmount() {
      execFileSync('umount', ['-l', dir], { stdio: 'pipe' });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A sub-folder of the small disk to use as a data folder. */
export function dataDirOn(disk: SmallDisk, name = 'data'): string {
  const dir = path.join(disk.dir, name);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  return dir;
}
