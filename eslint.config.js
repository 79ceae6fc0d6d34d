// @ts-check
// Per-folder import boundaries (conventions 1, "the folder is the process"). The two tsconfigs
// make the DOM/Node split a compile error; these rules keep shared/ pure (no Node, Electron or
// React), let only electron/main and electron/preload import Electron, keep core free of its
// hosts (electron/main, electron/browser), keep the preload to the contract (no core, main or
// Node), keep the sandbox off electron/ and node/ off both (they may use shared/), and stand the
// renderer in its layers (ipc and i18n; data and words; ui; the screens side by side; the shell), each
// importing only layers below it (decisions 37), away from Node and every Node-side folder.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import { rendererScreens } from './scripts/lib/renderer-screens.mjs';

const nodeBuiltins = {
  group: ['node:*', 'fs', 'path', 'os', 'http', 'https', 'crypto', 'child_process', 'net', 'url'],
  message: 'This folder runs outside Node: no Node built-ins (conventions 1).',
};
const electronAny = {
  // A regex, not a gitignore-style group: 'electron/*' would also match our own relative paths
  // such as '../../electron/core/storage/atomic-write'.
  regex: '^electron(-store|-log|-updater)?(/.*)?$',
  message:
    'Electron is only imported at the edges: electron/main and electron/preload (conventions 6).',
};
const noRenderer = {
  group: ['**/renderer/**', 'react', 'react-dom'],
  message: 'Node-side code never imports the renderer.',
};
const restrict = (...patterns) => ({
  'no-restricted-imports': ['error', { patterns }],
});

// The renderer's layers, bottom to top (decisions 37; docs/architecture.md, "The renderer in
// layers"): 1 ipc/ (the transport; only data/ calls main) beside i18n/ (the catalogues and the
// language provider, decisions 91), 2 data/ and words/ (peers), 3 ui/,
// 4 the screens, side by side, 5 the shell (app/: main.tsx, mount.tsx, App.tsx). A folder
// imports only folders on lower layers, and shared/. The screens are read from the disk: every
// renderer/ folder that is not one of the other layers.
const screens = rendererScreens();
const shell = ['app'];
/** An import of one of `folders` from a file anywhere below renderer/<folder>/. */
const rendererFolders = (folders, message) => ({
  regex: `^(\\.\\./)+(renderer/)?(${folders.join('|')})(/|$)`,
  message,
});
const rendererBase = [
  nodeBuiltins,
  electronAny,
  {
    group: ['**/electron/**', '**/sandbox/**'],
    message: 'The renderer talks to main only through renderer/data/ over the IPC contract.',
  },
];
const onlyDataCallsMain = rendererFolders(
  ['ipc'],
  'Only renderer/data/ calls main: use (or add) a hook or function there.',
);
const noScreens = (except) =>
  rendererFolders(
    screens.filter((screen) => screen !== except),
    except === undefined
      ? 'A lower layer never imports a screen: move what is shared down to ui/, words/ or data/.'
      : 'Screens stand side by side and never import each other: move what is shared down to ui/, words/ or data/.',
  );
const noShell = rendererFolders(shell, 'Nothing imports the shell (app/).');
const rendererLayers = [
  {
    folder: 'ipc',
    forbids: [
      rendererFolders(['i18n', 'data', 'words', 'ui'], 'ipc/ is a bottom layer, beside i18n/.'),
    ],
  },
  {
    folder: 'i18n',
    forbids: [
      rendererFolders(['ipc', 'data', 'words', 'ui'], 'i18n/ is a bottom layer, beside ipc/.'),
    ],
  },
  {
    folder: 'data',
    forbids: [rendererFolders(['words', 'ui'], 'data/ and words/ are peers below ui/.')],
  },
  {
    folder: 'words',
    forbids: [onlyDataCallsMain, rendererFolders(['data', 'ui'], 'words/ are plain words.')],
  },
  { folder: 'ui', forbids: [onlyDataCallsMain] },
  ...screens.map((screen) => ({ folder: screen, forbids: [onlyDataCallsMain], screen })),
];
const rendererLayerRules = rendererLayers.map(({ folder, forbids, screen }) => ({
  files: [`renderer/${folder}/**/*.{ts,tsx}`],
  rules: restrict(...rendererBase, ...forbids, noScreens(screen), noShell),
}));

export default tseslint.config(
  {
    ignores: [
      'node_modules/**',
      'out/**',
      'dist/**',
      '.bench/**',
      'test-results/**',
      'playwright-report/**',
      '.electronegativity/**',
      'tests/fixtures/boundaries/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['shared/**/*.ts'],
    languageOptions: { globals: {} },
    rules: restrict(nodeBuiltins, electronAny, {
      group: ['react', 'react-dom', 'react-dom/*'],
      message: 'shared/ is pure TypeScript.',
    }),
  },
  {
    files: ['electron/browser/**/*.ts'],
    rules: restrict(electronAny, noRenderer),
  },
  {
    files: ['electron/core/**/*.ts'],
    rules: restrict(electronAny, noRenderer, {
      // From electron/core/<area>/ the edges are ../../main and ../../browser.
      regex: '^(\\.\\./)+(electron/)?(main|browser)(/|$)',
      message:
        'Core is plain Node under both hosts: it never imports electron/main or electron/browser; the hosts pass it ports (conventions 6).',
    }),
  },
  {
    files: ['sandbox/**/*.ts'],
    rules: restrict(electronAny, noRenderer, {
      group: ['**/electron/**'],
      message:
        'The sandbox is a standalone service: it never imports the app (electron/). Shared Node helpers live in node/.',
    }),
  },
  {
    files: ['node/**/*.ts'],
    rules: restrict(electronAny, noRenderer, {
      group: ['**/electron/**', '**/sandbox/**'],
      message: 'node/ holds plain Node helpers for the app and the sandbox: it imports neither.',
    }),
  },
  {
    files: ['electron/preload/**/*.ts'],
    rules: restrict(nodeBuiltins, {
      group: ['**/core/**', '**/main/**', 'electron-store', 'electron-log', 'electron-updater'],
      message: 'The preload only bridges the contract: no core, no main, no Node (conventions 1).',
    }),
  },
  {
    files: ['renderer/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...restrict(...rendererBase),
    },
  },
  {
    files: ['renderer/*.{ts,tsx}'],
    rules: restrict(...rendererBase, {
      regex: '^\\./ipc(/|$)',
      message: 'Only renderer/data/ calls main: use (or add) a hook or function there.',
    }),
  },
  ...rendererLayerRules,
  {
    // The shell's folder: it may import every layer but the transport (decisions 37).
    files: ['renderer/app/**/*.{ts,tsx}'],
    rules: restrict(...rendererBase, onlyDataCallsMain),
  },
  {
    // CommonJS by necessity (tests/main/boot/electron-edge.cjs must be one module instance for
    // both import and require): require() is the module system there, not a style choice.
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
