// The ZIP places table in the Electron main bundle (decisions 58): core reads it with a dynamic
// JSON import, which vite.main.config.ts must turn into a chunk beside index.js that Node loads
// on the first lookup. Built from the real places module into a temp folder, then run.
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from 'vite';
import { mainBuildConfig } from '../../vite.main.config';

const run = promisify(execFile);
const placesModule = path.resolve(import.meta.dirname, '../../electron/core/places/zip-places.ts');
let project = '';

beforeAll(async () => {
  project = await mkdtemp(path.join(os.tmpdir(), 'boarding-places-'));
  await writeFile(path.join(project, 'package.json'), '{"type":"module"}');
  await writeFile(
    path.join(project, 'main.ts'),
    `import { placeOfZip } from ${JSON.stringify(placesModule)};\n` +
      `console.log(JSON.stringify([await placeOfZip('62704'), await placeOfZip('00000')]));\n`,
  );
  await build({
    configFile: false,
    ...mainBuildConfig({ root: project, entry: 'main.ts', outDir: 'out/main' }),
  });
}, 60_000);

afterAll(async () => {
  if (project) await rm(project, { recursive: true, force: true });
});

describe('the main bundle and the ZIP places table', () => {
  it('keeps the table out of index.js, in a chunk Node loads on the first lookup', async () => {
    const files = await readdir(path.join(project, 'out', 'main'), { recursive: true });
    expect(files.filter((file) => /zip-places.*\.js$/.test(file))).toHaveLength(1);
    const { stdout } = await run(
      process.execPath,
      [path.join(project, 'out', 'main', 'index.js')],
      {
        cwd: project,
      },
    );
    expect(JSON.parse(stdout)).toEqual([{ city: 'Springfield', state: 'IL' }, null]);
  });
});
