// Holds a file from a second process for a while (hold-file.mjs), as a scanner would on Windows,
// and resolves once it is held; `released` resolves when the holder has let go and exited.
import { spawn } from 'node:child_process';
import path from 'node:path';

const holderScript = path.join(import.meta.dirname, 'hold-file.mjs');

export interface HeldFile {
  released: Promise<void>;
}

export function holdFile(file: string, milliseconds: number): Promise<HeldFile> {
  const child = spawn(process.execPath, [holderScript, file, String(milliseconds)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const released = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    child.stdout.setEncoding('utf8');
    child.stdout.once('data', () => resolve({ released }));
    child.once('exit', (code) => reject(new Error(`the holder of ${file} exited with ${code}`)));
  });
}
