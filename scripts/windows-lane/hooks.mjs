// Module hooks for the Windows lane (decisions 71): run the project's TypeScript tests under the
// Windows build of Node, where neither vitest nor tsx can start (their native parts, rolldown and
// esbuild, need a DLL that Wine 8 lacks). The TypeScript compiler is plain JavaScript, so this
// transpiles each .ts file as Node loads it, resolves the extensionless imports the bundler-style
// tsconfig allows, and points `vitest` at the lane's own small implementation of its test API
// (vitest-api.mjs), so one test file runs unchanged on both lanes.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const vitestApi = new URL('./vitest-api.mjs', import.meta.url).href;
// Children that a test starts with `--import tsx` inherit these hooks through NODE_OPTIONS;
// tsx itself cannot start here, so its import is an empty module.
const emptyModule = new URL('./empty.mjs', import.meta.url).href;
const tryExtensions = ['.ts', '.tsx', '/index.ts'];

export async function resolve(specifier, context, nextResolve) {
  if (specifier === 'vitest') return { url: vitestApi, shortCircuit: true };
  if (specifier === 'tsx') return { url: emptyModule, shortCircuit: true };
  try {
    return await nextResolve(specifier, context);
  } catch (error) {
    const isLocal = /^(\.{1,2}\/|\/|file:|[A-Za-z]:[\\/])/.test(specifier);
    const isMissing =
      error?.code === 'ERR_MODULE_NOT_FOUND' || error?.code === 'ERR_UNSUPPORTED_DIR_IMPORT';
    if (!isLocal || !isMissing) throw error;
    for (const extension of tryExtensions) {
      try {
        return await nextResolve(specifier + extension, context);
      } catch {
        // try the next spelling
      }
    }
    throw error;
  }
}

export async function load(url, context, nextLoad) {
  if (url.startsWith('file:') && /\.tsx?$/.test(url)) {
    const file = fileURLToPath(url);
    const output = ts.transpileModule(await readFile(file, 'utf8'), {
      fileName: file,
      compilerOptions: {
        module: ts.ModuleKind.ESNext,
        target: ts.ScriptTarget.ES2022,
        jsx: ts.JsxEmit.ReactJSX,
        verbatimModuleSyntax: true,
        inlineSourceMap: true,
        inlineSources: false,
      },
    });
    return { format: 'module', source: output.outputText, shortCircuit: true };
  }
  // The tsconfig's resolveJsonModule lets sources import JSON without an import attribute.
  if (url.startsWith('file:') && url.endsWith('.json') && !context.importAttributes?.type) {
    const text = await readFile(fileURLToPath(url), 'utf8');
    return { format: 'module', source: `export default ${text};`, shortCircuit: true };
  }
  return nextLoad(url, context);
}
