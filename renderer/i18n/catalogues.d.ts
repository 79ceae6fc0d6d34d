// The catalogues as the build hands them over (scripts/build/catalogues.ts, decisions 91): each
// message already parsed to FormatJS's AST; the pseudo-locale's module is null outside a
// development build.
declare module 'virtual:catalogue/*' {
  import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
  const messages: Record<string, MessageFormatElement[]> | null;
  export default messages;
}
