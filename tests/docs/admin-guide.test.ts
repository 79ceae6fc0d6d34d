// docs/admin-guide.md stays true: every repository file it names exists, every npm script it
// tells IT to run is in package.json, and the installer files and silent switches it gives are
// the ones the electron-builder configuration makes (decisions 88). Links are checked by
// doc-links.test.ts; this reads the names written as code, which that test leaves alone.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createConfig } from '../../build/electron-builder.config';
import { root } from './source-comments';

const guide = readFileSync(path.join(root, 'docs', 'admin-guide.md'), 'utf8');
/** The guide with its line breaks as spaces: a phrase may wrap. */
const flatGuide = guide.replace(/\s+/g, ' ');

const topFolders = ['build', 'docs', 'shared', 'scripts', 'electron', 'renderer', 'sandbox'];

/** Repository paths written as code: `build/README.md`, and Windows spellings of them too. */
export function repoPathsIn(markdown: string): string[] {
  const paths = new Set<string>();
  const pattern = new RegExp(
    String.raw`(?:^|[\s\`"(])((?:${topFolders.join('|')})[\\/][\w./\\-]+)`,
    'g',
  );
  for (const match of markdown.matchAll(pattern)) {
    const found = match[1]!.replace(/\\/g, '/').replace(/[.)]+$/, '');
    // A folder written with a trailing slash ("dist/", "build/policy/") names the folder.
    paths.add(found.replace(/\/$/, ''));
  }
  return [...paths].sort();
}

/** The package.json scripts a text runs: `npm start`, `npm test`, `npm run <name>`. */
export function npmScriptsIn(text: string): string[] {
  const scripts = new Set<string>();
  for (const match of text.matchAll(/\bnpm (?:run ([\w:-]+)|(start|test|stop|restart)\b)/g)) {
    scripts.add(match[1] ?? match[2]!);
  }
  return [...scripts].sort();
}

describe('the administrator guide', () => {
  it('names repository files that exist', () => {
    const named = repoPathsIn(guide);
    expect(named).toEqual(
      expect.arrayContaining([
        'build/README.md',
        'shared/policy/policy-schema.ts',
        'build/policy/BoardingDesk.admx',
      ]),
    );
    expect(named.filter((file) => !existsSync(path.join(root, file)))).toEqual([]);
  });

  it('shows the managed Settings and the broken-policy notice, pictures the e2e tests write', () => {
    // doc-links.test.ts checks every picture exists and is one an end-to-end test saves.
    const images = [...guide.matchAll(/!\[[^\]]*\]\((screenshots\/[\w-]+\.png)\)/g)].map(
      (match) => match[1],
    );
    expect(images).toEqual(
      expect.arrayContaining([
        'screenshots/managed-settings.png',
        'screenshots/policy-problem.png',
      ]),
    );
    for (const image of images) expect(existsSync(path.join(root, 'docs', image!))).toBe(true);
  });

  it('tells IT to run only npm scripts that exist', () => {
    const scripts = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    const named = npmScriptsIn(guide);
    expect(named).toEqual(expect.arrayContaining(['package', 'start', 'start:browser']));
    expect(named.filter((name) => !(name in scripts.scripts))).toEqual([]);
  });

  it('browser mode takes the --policy it names', () => {
    const cli = readFileSync(path.join(root, 'electron', 'browser', 'cli.ts'), 'utf8');
    expect(cli).toMatch(/\bpolicy: \{ type: 'string' \}/);
  });

  it("gives the installer files electron-builder's configuration makes", () => {
    const config = createConfig({});
    const pattern = (name: string | null | undefined) =>
      String(name).replace('${version}', '<version>').replace('.${ext}', '');
    expect(guide).toContain(`${pattern(config.nsis?.artifactName)}.exe`);
    expect(guide).toContain(`${pattern(config.msiWrapped?.artifactName)}.msi`);
    for (const arch of ['arm64', 'x64'])
      expect(guide).toContain(`${pattern(config.pkg?.artifactName).replace('${arch}', arch)}.pkg`);
    expect(config.msiWrapped?.impersonate).toBe(true);
    expect(flatGuide).toContain(
      `with \`${config.msiWrapped?.wrappedInstallerArgs}\`, as the user who installs it`,
    );
    expect(config.pkg?.installLocation).toBe('/Applications');
    expect(guide).toContain('sudo installer -pkg boarding-desk-<version>-arm64.pkg -target /');
  });

  it('finds paths and scripts the way it claims', () => {
    expect(
      repoPathsIn(
        'See `build/README.md`, copy build\\policy\\en-US\\x.adml "into" dist/ and docs/x.md.',
      ),
    ).toEqual(['build/README.md', 'build/policy/en-US/x.adml', 'docs/x.md']);
    expect(
      npmScriptsIn('npm ci && npm start -- --x; npm run start:browser; npm run package'),
    ).toEqual(['package', 'start', 'start:browser']);
  });
});
