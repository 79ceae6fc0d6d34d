// Every catalogue against the English source (decisions 91): the same message ids, and in each
// message the same ICU arguments of the same kinds (a plain value, a number, a date, a plural, a
// select, a rich-text tag) and a select's same choices. Plural choices may differ: each language
// has its own plural categories (Spanish's "many"); the parser requires "other" in every plural. The build
// (scripts/build/catalogues.ts) and tests/renderer/catalogues.test.ts both run it, so a missing key
// fails before any screen could show a raw id.
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

type ArgumentKind = 'value' | 'number' | 'date' | 'time' | 'plural' | 'select' | 'tag';

/** The arguments a message uses, as "name:kind" (and "name:select=choice" for select choices). */
export function messageArguments(elements: readonly MessageFormatElement[]): Set<string> {
  const found = new Set<string>();
  const visit = (list: readonly MessageFormatElement[]) => {
    for (const element of list) {
      const add = (name: string, kind: ArgumentKind) => found.add(`${name}:${kind}`);
      switch (element.type) {
        case TYPE.argument:
          add(element.value, 'value');
          break;
        case TYPE.number:
          add(element.value, 'number');
          break;
        case TYPE.date:
          add(element.value, 'date');
          break;
        case TYPE.time:
          add(element.value, 'time');
          break;
        case TYPE.plural:
          add(element.value, 'plural');
          for (const option of Object.values(element.options)) visit(option.value);
          break;
        case TYPE.select:
          add(element.value, 'select');
          for (const [choice, option] of Object.entries(element.options)) {
            found.add(`${element.value}:select=${choice}`);
            visit(option.value);
          }
          break;
        case TYPE.tag:
          add(element.value, 'tag');
          visit(element.children);
          break;
        default:
          break;
      }
    }
  };
  visit(elements);
  return found;
}

/**
 * What is wrong with `translation` against `source` (both id -> ICU string), one line each,
 * naming the id; empty when they agree.
 */
export function catalogueProblems(
  source: Record<string, string>,
  translation: Record<string, string>,
  language: string,
): string[] {
  const problems: string[] = [];
  const parsed = (text: string, id: string, where: string) => {
    try {
      return parse(text);
    } catch (error) {
      problems.push(`${where}: ${id} is not a valid ICU message (${String(error)})`);
      return undefined;
    }
  };
  for (const id of Object.keys(source))
    if (!(id in translation)) problems.push(`${language}: missing ${id}`);
  for (const id of Object.keys(translation))
    if (!(id in source)) problems.push(`${language}: ${id} is not in the English source`);
  for (const [id, text] of Object.entries(source)) {
    const sourceAst = parsed(text, id, 'en');
    const translated = translation[id];
    if (translated === undefined || sourceAst === undefined) continue;
    const translationAst = parsed(translated, id, language);
    if (translationAst === undefined) continue;
    const expected = [...messageArguments(sourceAst)].sort();
    const actual = [...messageArguments(translationAst)].sort();
    const missing = expected.filter((argument) => !actual.includes(argument));
    const extra = actual.filter((argument) => !expected.includes(argument));
    if (missing.length > 0 || extra.length > 0)
      problems.push(
        `${language}: ${id} has other arguments than English` +
          (missing.length > 0 ? `; lacks ${missing.join(', ')}` : '') +
          (extra.length > 0 ? `; adds ${extra.join(', ')}` : ''),
      );
  }
  return problems;
}
