// The Windows lane's tests (decisions 71): every test of the code that writes, renames, locks and
// reads the agent's files: storage, drafts, documents, outbox, audit, transfer, PDF, support
// bundle, the single-instance lock and node/; and the policy registry reader against the system's
// reg.exe (decisions 83). A file listed in `left out` does not run there, with the reason;
// everything else in these folders does.
export const laneFolders = [
  'tests/node',
  'tests/core/storage',
  'tests/core/drafts',
  'tests/core/documents',
  'tests/core/outbox',
  'tests/core/audit',
  'tests/core/transfer',
  'tests/core/pdf',
  'tests/core/support-bundle',
  'tests/browser/instance-lock.test.ts',
  'tests/core/policy/windows-registry-lane.test.ts',
];

/** Test files in those folders that need a part of vitest the lane does not have. */
export const leftOut = new Map([
  [
    'tests/core/outbox/outbox-cost.test.ts',
    "replaces a module with vi.mock, which needs vitest's own module graph",
  ],
  [
    'tests/core/documents/document-uploads.test.ts',
    "moves time with vi.useFakeTimers, which needs vitest's own timers",
  ],
  [
    'tests/core/drafts/draft-crash-safety.test.ts',
    'bundles its writer with vite, whose bundler (rolldown) is native code with no build here',
  ],
  [
    'tests/core/pdf/application-pdf.test.ts',
    "reads the PDF back with pdfjs-dist, which needs @napi-rs/canvas's native binding",
  ],
  [
    'tests/core/pdf/signed-pdf.test.ts',
    "reads the PDF back with pdfjs-dist, which needs @napi-rs/canvas's native binding",
  ],
  [
    'tests/core/pdf/pdf-spanish-names.test.ts',
    "reads the PDF back with pdfjs-dist, which needs @napi-rs/canvas's native binding",
  ],
  [
    'tests/core/pdf/pdf-language.test.ts',
    "reads the PDF back with pdfjs-dist, which needs @napi-rs/canvas's native binding",
  ],
  [
    'tests/core/pdf/pdf-save-language.test.ts',
    "reads the PDF back with pdfjs-dist, which needs @napi-rs/canvas's native binding",
  ],
]);
