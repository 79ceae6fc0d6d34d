// The catalogues' compact form (decisions 103): how the build writes a message's FormatJS AST and
// how the renderer reads it back, exactly, as a catalogue loads. The AST names every element's
// `type` and `value`, and most messages are one piece of text, so written out it is mostly those
// names: about 2 KB gzipped per language of the renderer's 250 KB. Here text is a string, `#` is 0,
// every other element an array that starts with its type, and a message of one text is that text.
import {
  TYPE,
  type MessageFormatElement,
  type PluralOrSelectOption,
} from '@formatjs/icu-messageformat-parser';

/** A message as the build writes it: one text, or its elements. */
export type CompactMessage = string | CompactElement[];

/**
 * Text; `#` (0); [argument, name]; [number | date | time, name, style?];
 * [select, name, options]; [plural, name, options, offset, pluralType]; [tag, name, children].
 */
export type CompactElement =
  string | 0 | [TYPE, string, ...unknown[]] | [TYPE.select, string, Record<string, CompactMessage>];

function compactOptions(
  options: Record<string, PluralOrSelectOption>,
): Record<string, CompactMessage> {
  return Object.fromEntries(
    Object.entries(options).map(([choice, option]) => [choice, compactMessage(option.value)]),
  );
}

function compactElement(element: MessageFormatElement): CompactElement {
  switch (element.type) {
    case TYPE.literal:
      return element.value;
    case TYPE.pound:
      return 0;
    case TYPE.argument:
      return [element.type, element.value];
    case TYPE.number:
    case TYPE.date:
    case TYPE.time:
      return 'style' in element
        ? [element.type, element.value, element.style]
        : [element.type, element.value];
    case TYPE.select:
      return [element.type, element.value, compactOptions(element.options)];
    case TYPE.plural:
      return [
        element.type,
        element.value,
        compactOptions(element.options),
        element.offset,
        element.pluralType,
      ];
    case TYPE.tag:
      return [element.type, element.value, compactMessage(element.children)];
  }
}

/** The build's side: a parsed message (without locations) in its compact form. */
export function compactMessage(elements: readonly MessageFormatElement[]): CompactMessage {
  const [only] = elements;
  if (elements.length === 1 && only?.type === TYPE.literal) return only.value;
  return elements.map(compactElement);
}

function expandOptions(options: Record<string, CompactMessage>) {
  const expanded: Record<string, PluralOrSelectOption> = {};
  for (const choice in options) expanded[choice] = { value: expandMessage(options[choice]!) };
  return expanded;
}

function expandElement(element: CompactElement): MessageFormatElement {
  if (typeof element === 'string') return { type: TYPE.literal, value: element };
  if (element === 0) return { type: TYPE.pound };
  const [type, value, third, offset, pluralType] = element as [
    TYPE,
    string,
    unknown,
    number,
    Intl.PluralRulesOptions['type'],
  ];
  switch (type) {
    case TYPE.select:
      return { type, value, options: expandOptions(third as Record<string, CompactMessage>) };
    case TYPE.plural:
      return {
        type,
        value,
        options: expandOptions(third as Record<string, CompactMessage>),
        offset,
        pluralType,
      };
    case TYPE.tag:
      return { type, value, children: expandMessage(third as CompactMessage) };
    case TYPE.number:
    case TYPE.date:
    case TYPE.time:
      return element.length > 2
        ? ({ type, value, style: third } as MessageFormatElement)
        : ({ type, value } as MessageFormatElement);
    default:
      return { type: TYPE.argument, value };
  }
}

/** The renderer's side: the AST the message was made from. */
export function expandMessage(message: CompactMessage): MessageFormatElement[] {
  return typeof message === 'string'
    ? [{ type: TYPE.literal, value: message }]
    : message.map(expandElement);
}

/**
 * How a catalogue's messages are keyed in memory: the first `short` by their position in base 36
 * (the build wrote the same keys at every place that names them), the rest by their full ids, which
 * the words make from data (`editor.field.${path}`), given as [prefix, the ids' rests] per family.
 * A development server keys every message by its full id (`short` 0, one family with prefix '').
 */
export interface CatalogueKeys {
  short: number;
  full: [string, string[]][];
}

/** The catalogue keyed for react-intl, from its messages in the keys' order. */
export function expandCatalogue(
  keys: CatalogueKeys,
  messages: readonly CompactMessage[],
): Record<string, MessageFormatElement[]> {
  const names: string[] = [];
  for (let index = 0; index < keys.short; index += 1) names.push(index.toString(36));
  for (const [prefix, rests] of keys.full) for (const rest of rests) names.push(prefix + rest);
  const catalogue: Record<string, MessageFormatElement[]> = {};
  messages.forEach((message, index) => {
    catalogue[names[index]!] = expandMessage(message);
  });
  return catalogue;
}
