// A data folder another user owns (read-only to this one: chmod answers EPERM) is used as it is,
// never a failed start, so the app can open it read-only (decisions 27). Real processes: the test
// runs as root, so a child switches to the unprivileged user "nobody" (uid 65534) to call it.
import { spawnSync } from 'node:child_process';
import { chmod, mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const moduleFile = path.join(import.meta.dirname, '../../node/private-dir.ts');
const nobody = 65_534;
let root: string;

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'bd-private-dir-'));
  await chmod(root, 0o755); // so "nobody" can reach the folder inside
});
afterEach(() => rm(root, { recursive: true, force: true }));

/** Calls ensurePrivateDir(dir) as "nobody"; its exit code and what it printed. */
function ensureAsNobody(dir: string): { status: number | null; output: string } {
  const script = `import(${JSON.stringify(moduleFile)}).then((m) => m.ensurePrivateDir(${JSON.stringify(dir)})).then(() => console.log('used'), (e) => { console.log(e.code); process.exit(1); })`;
  const child = spawnSync(process.execPath, ['--import', 'tsx', '-e', script], {
    uid: nobody,
    gid: nobody,
    encoding: 'utf8',
    cwd: path.join(import.meta.dirname, '../..'),
  });
  return { status: child.status, output: `${child.stdout}${child.stderr}`.trim() };
}

describe.skipIf(process.getuid?.() !== 0)('ensurePrivateDir on a folder another user owns', () => {
  it('uses it as it is instead of failing on chmod (EPERM)', async () => {
    const dir = path.join(root, 'data');
    await mkdir(dir, { mode: 0o755 });
    await chmod(dir, 0o755); // root's, readable by everyone, writable by root only
    expect(ensureAsNobody(dir)).toEqual({ status: 0, output: 'used' });
    expect((await stat(dir)).mode & 0o777).toBe(0o755); // untouched
  });
});
