// POSIX file modes exist on Linux and macOS only. Windows reports 0o666 (0o444 when read-only)
// for every file; there the agent's files are private because they live in the user's own profile
// folder, whose ACL admits no other user (SECURITY.md). A test asserts a mode through this, so on
// the Windows lane (decisions 71) the rest of the test still runs and the mode is the one thing
// it leaves unasserted.
import { stat } from 'node:fs/promises';
import { expect } from 'vitest';

export const hasPosixModes = process.platform !== 'win32';

/** Asserts that `file` is 0600 (this user's alone) where POSIX modes exist. */
export async function expectPrivateFile(file: string): Promise<void> {
  if (!hasPosixModes) return;
  expect((await stat(file)).mode & 0o777, file).toBe(0o600);
}
