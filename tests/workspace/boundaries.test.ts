// conventions 1: "the folder is the process". Shows once, with real tools, that crossing a
// boundary fails the build: the web tsconfig has no Node types, and lint restricts imports per
// folder. (Typecheck and lint of the real sources run in `npm test` as their own steps.)
import path from 'node:path';
import { ESLint } from 'eslint';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..', '..');
const fixture = path.join(root, 'tests', 'fixtures', 'boundaries', 'renderer-reads-disk.ts');

function diagnosticsUnder(tsconfig: string, file: string): string[] {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    path.join(root, tsconfig),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  );
  if (!parsed) throw new Error(`cannot read ${tsconfig}`);
  const program = ts.createProgram([file], parsed.options);
  return ts
    .getPreEmitDiagnostics(program)
    .filter((d) => d.file?.fileName === file)
    .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

describe('process boundaries', () => {
  it('a renderer file importing node:fs fails the web typecheck but compiles as Node code', () => {
    const web = diagnosticsUnder('tsconfig.web.json', fixture);
    expect(web.join('\n')).toMatch(/node:fs/);
    expect(diagnosticsUnder('tsconfig.node.json', fixture)).toEqual([]);
  });

  const eslint = new ESLint({ cwd: root });
  const lint = async (code: string, filePath: string) => {
    const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
    return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports');
  };

  it('lint rejects electron in electron/core and allows it in electron/main', async () => {
    const code = "import { app } from 'electron';\nexport const name = app.getName();\n";
    expect(await lint(code, 'electron/core/example.ts')).toHaveLength(1);
    expect(await lint(code, 'electron/main/example.ts')).toHaveLength(0);
  });

  it('lint rejects Electron-aware packages in core, not our own folder named electron/', async () => {
    const store = "import Store from 'electron-store';\nexport const s = Store;\n";
    expect(await lint(store, 'electron/core/example.ts')).toHaveLength(1);
    // The browser host may use core; the path names our folder electron/, not the package.
    const ours =
      "import { x } from '../../electron/core/storage/quarantine';\nexport const y = x;\n";
    expect(await lint(ours, 'electron/browser/example.ts')).toHaveLength(0);
  });

  it('lint rejects node:fs in the renderer and in shared/', async () => {
    const code = "import { readFileSync } from 'node:fs';\nexport const x = readFileSync;\n";
    expect(await lint(code, 'renderer/example.ts')).toHaveLength(1);
    expect(await lint(code, 'shared/example.ts')).toHaveLength(1);
    expect(await lint(code, 'electron/core/example.ts')).toHaveLength(0);
  });

  it('lint keeps the preload away from core', async () => {
    const code = "import { x } from '../core/anything';\nexport const y = x;\n";
    expect(await lint(code, 'electron/preload/example.ts')).toHaveLength(1);
  });

  it('lint keeps the sandbox and node/ free of the app, and core free of its hosts', async () => {
    const appImport = "import { x } from '../electron/core/ports';\nexport const y = x;\n";
    expect(await lint(appImport, 'sandbox/example.ts')).toHaveLength(1);
    expect(await lint(appImport, 'node/example.ts')).toHaveLength(1);
    const sandboxImport = "import { x } from '../sandbox/index';\nexport const y = x;\n";
    expect(await lint(sandboxImport, 'node/example.ts')).toHaveLength(1);
    const helper = "import { x } from '../node/atomic-write';\nexport const y = x;\n";
    expect(await lint(helper, 'sandbox/example.ts')).toHaveLength(0);
    for (const edge of ['../../main/wiring', '../../browser/host', '../../../electron/main/ipc']) {
      const code = `import { x } from '${edge}';\nexport const y = x;\n`;
      expect(await lint(code, 'electron/core/drafts/example.ts')).toHaveLength(1);
    }
    const sibling = "import { x } from '../storage/quarantine';\nexport const y = x;\n";
    expect(await lint(sibling, 'electron/core/drafts/example.ts')).toHaveLength(0);
  });
});
