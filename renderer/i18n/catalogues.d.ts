// The catalogues as the build hands them over (scripts/build/catalogues.ts, decisions 91 and 103):
// each message already parsed to FormatJS's AST and written compactly, in the order of
// `virtual:catalogue-keys`, which says how the renderer keys them; the pseudo-locale's module is
// null outside a development build.
declare module 'virtual:catalogue/*' {
  import type { CompactMessage } from './compact-messages';
  const messages: CompactMessage[] | null;
  export default messages;
}

declare module 'virtual:catalogue-keys' {
  import type { CatalogueKeys } from './compact-messages';
  const keys: CatalogueKeys;
  export default keys;
}
