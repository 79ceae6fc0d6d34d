// Short message keys in the renderer's build (decisions 103). A message id such as
// 'editor.owner.ownershipHint' is written once in each catalogue and again wherever a screen
// names the message: 1,101 ids, about 30 KB raw per catalogue. In a build, each id the code names
// literally is replaced, in the catalogues and at every place that names it, by its position in
// base 36 ('1f'), so a catalogue carries no ids at all: its messages are written in that order.
// The families the words look up by an id made from data (`editor.field.${path}`) keep their full
// ids, listed once with the English catalogue. Any other string that begins an id (a template's
// head, a literal that is an id's prefix) fails the build, naming the module: a family built from
// data that is not listed here would find no message and show a field's key instead of its label.
// The development server keeps full ids everywhere, so what a developer reads names the message.
import type { Plugin } from 'vite';
import type { CatalogueKeys } from '../../renderer/i18n/compact-messages';

/** The id families the words complete from data (field-places, field-messages, review words). */
export const dataIdPrefixes: readonly string[] = [
  'editor.code.',
  'editor.field.',
  'editor.message.',
  'editor.noun.',
  'editor.section.',
  'review.field.',
  'review.section.',
];

/** Whether the words may look `id` up by a name made from data. */
export function isDataId(id: string): boolean {
  return dataIdPrefixes.some((prefix) => id.startsWith(prefix));
}

/** The family an id belongs to, or undefined when the code names it literally. */
function familyOf(id: string): string | undefined {
  return dataIdPrefixes.find((prefix) => id.startsWith(prefix));
}

/**
 * The ids in the order a built catalogue writes its messages: those named literally first, then
 * each data family's in turn.
 */
export function keyOrder(ids: readonly string[]): string[] {
  return [
    ...ids.filter((id) => !isDataId(id)),
    ...dataIdPrefixes.flatMap((prefix) => ids.filter((id) => familyOf(id) === prefix)),
  ];
}

/**
 * The in-memory keys for the ids in `keyOrder`: short ones in a build, with each data family's
 * ids written once after their shared prefix (about 0.5 KB gzipped less than each written whole);
 * outside a build, every id whole.
 */
export function catalogueKeys(ordered: readonly string[], isShort: boolean): CatalogueKeys {
  if (!isShort) return { short: 0, full: [['', [...ordered]]] };
  const named = ordered.filter((id) => !isDataId(id));
  return {
    short: named.length,
    full: dataIdPrefixes.map((prefix) => [
      prefix,
      ordered.filter((id) => familyOf(id) === prefix).map((id) => id.slice(prefix.length)),
    ]),
  };
}

/** Each short-keyed id and its key. */
export function shortKeys(ordered: readonly string[]): Map<string, string> {
  return new Map(
    ordered.filter((id) => !isDataId(id)).map((id, index) => [id, index.toString(36)]),
  );
}

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';
}

/** What the call sites are rewritten with: each short-keyed id's key, and what begins an id. */
export interface KeyTable {
  keys: ReadonlyMap<string, string>;
  /** Every string that begins an id, from its area and dot on ('editor.', 'editor.o', …). */
  beginnings: ReadonlySet<string>;
}

export function keyTable(ids: readonly string[]): KeyTable {
  const beginnings = new Set<string>();
  for (const id of ids)
    for (let end = id.indexOf('.') + 1; end > 0 && end < id.length; end += 1)
      beginnings.add(id.slice(0, end));
  for (const id of ids) beginnings.delete(id);
  return { keys: shortKeys(keyOrder(ids)), beginnings };
}

/**
 * `code` (plain JavaScript, parsed as `program`) with every string that is a short-keyed id
 * replaced by its key, and the strings that begin ids outside the data families (as problems).
 */
export function shortenIds(
  code: string,
  program: unknown,
  { keys, beginnings }: KeyTable,
): { code: string; problems: string[] } {
  const replacements: [number, number, string][] = [];
  const problems: string[] = [];
  const check = (text: string) => {
    if (beginnings.has(text) && !dataIdPrefixes.some((prefix) => text.startsWith(prefix)))
      problems.push(`'${text}' begins message ids that are not a data family (decisions 103)`);
  };
  const visit = (node: Node) => {
    if (node.type === 'Literal' && typeof node.value === 'string') {
      const key = keys.get(node.value);
      if (key !== undefined) replacements.push([node.start, node.end, JSON.stringify(key)]);
      else check(node.value);
    } else if (node.type === 'TemplateLiteral') {
      const quasis = node.quasis as Node[];
      const text = (quasis[0]?.value as { cooked?: string } | undefined)?.cooked ?? '';
      const key = quasis.length === 1 ? keys.get(text) : undefined;
      if (key !== undefined) replacements.push([node.start, node.end, JSON.stringify(key)]);
      else check(text);
    }
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) {
        for (const item of value) if (isNode(item)) visit(item);
      } else if (isNode(value)) visit(value);
    }
  };
  if (isNode(program)) visit(program);
  let shortened = '';
  let from = 0;
  for (const [start, end, text] of replacements.sort((a, b) => a[0] - b[0])) {
    shortened += code.slice(from, start) + text;
    from = end;
  }
  return { code: shortened + code.slice(from), problems };
}

/** The build's plugin: the app's own modules get short keys; packages are left alone. */
export function shortMessageKeys(englishIds: () => readonly string[]): Plugin {
  let table: KeyTable | undefined;
  return {
    name: 'boarding:short-message-keys',
    apply: 'build',
    // After TypeScript and JSX are compiled: the parser then reads plain JavaScript, and a JSX
    // attribute (<FormattedMessage id="…">) is a string literal like any other.
    enforce: 'post',
    transform(code, id) {
      if (id.startsWith('\0') || /[\\/]node_modules[\\/]/.test(id) || !/\.[cm]?[jt]sx?$/.test(id))
        return undefined;
      table ??= keyTable(englishIds());
      const result = shortenIds(code, this.parse(code), table);
      if (result.problems.length > 0) this.error(`${id}: ${result.problems.join('; ')}`);
      return result.code === code ? undefined : { code: result.code, map: null };
    },
  };
}
