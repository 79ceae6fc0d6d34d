// The catalogues against the English source (decisions 91): the same ids and the same ICU
// arguments in every language, checked on the real files and shown to fail, naming the id, on a
// translation that lacks a message or an argument. And the pseudo-locale the end-to-end specs
// render in: made from English by FormatJS, every letter accented, and longer.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { catalogueProblems, messageArguments } from '../../scripts/build/catalogue-check';
import {
  catalogueFiles,
  catalogueLocales,
  compileCatalogue,
  compilePseudoCatalogue,
  readCatalogue,
} from '../../scripts/build/catalogues';

const english = readCatalogue('en');
const languages = catalogueLocales().filter((locale) => locale !== 'en');

describe('the catalogues', () => {
  it('are English and Spanish, and every English message parses', () => {
    expect(languages).toEqual(['es']);
    expect(Object.keys(compileCatalogue('en')).length).toBeGreaterThan(100);
  });

  it.each(languages)('%s has the same area files as English', (language) => {
    const names = (locale: string) => catalogueFiles(locale).map((file) => path.basename(file));
    expect(names(language)).toEqual(names('en'));
  });

  it('types every English area file as message ids (renderer/i18n/message-ids.ts)', () => {
    const ids = readFileSync(
      path.join(import.meta.dirname, '../../renderer/i18n/message-ids.ts'),
      'utf8',
    );
    const missing = catalogueFiles('en')
      .map((file) => path.basename(file))
      .filter((name) => !ids.includes(`'./catalogues/en/${name}'`));
    expect(missing).toEqual([]);
  });

  it.each(languages)('%s has every English id and the same arguments', (language) => {
    expect(catalogueProblems(english, readCatalogue(language), language)).toEqual([]);
  });

  it('names a missing id, an extra one and a changed argument', () => {
    const spanish = { ...readCatalogue('es') };
    delete spanish['signIn.heading'];
    spanish['signIn.unknown'] = 'Hola';
    spanish['banner.update'] = 'La versión {numero} está lista.';
    spanish['session.link'] =
      '{isSignedIn, select, yes {Datos de la sesión} no {Iniciar sesión} other {Iniciar sesión}}';
    expect(catalogueProblems(english, spanish, 'es')).toEqual([
      'es: missing signIn.heading',
      'es: signIn.unknown is not in the English source',
      'es: banner.update has other arguments than English; lacks version:value; adds numero:value',
      'es: session.link has other arguments than English; adds isSignedIn:select=no',
    ]);
    expect(
      catalogueProblems({ a: 'Hi <b>{name}</b>' }, { a: 'Hola {name, number}' }, 'es'),
    ).toEqual([
      'es: a has other arguments than English; lacks b:tag, name:value; adds name:number',
    ]);
  });

  it('reads plurals, selects and tags inside each other', () => {
    expect([...messageArguments(parse(english['banner.needsSignIn']!))].sort()).toEqual([
      'b:tag',
      'count:plural',
    ]);
    expect([...messageArguments(parse(english['environments.entries']!))].sort()).toEqual([
      'count:plural',
      'isSetAside:select',
      'isSetAside:select=other',
      'isSetAside:select=yes',
      'loaded:plural',
      'path:value',
    ]);
  });
});

/** The literal text of a message, with every branch of its plurals and selects. */
function literalText(elements: readonly MessageFormatElement[]): string {
  return elements
    .map((element) => {
      if (element.type === TYPE.literal) return element.value;
      if (element.type === TYPE.plural || element.type === TYPE.select)
        return Object.values(element.options)
          .map((option) => literalText(option.value))
          .join(' ');
      if (element.type === TYPE.tag) return literalText(element.children);
      return '';
    })
    .join('');
}

describe('the pseudo-locale (en-XA)', () => {
  const pseudo = compilePseudoCatalogue();
  const source = compileCatalogue('en');

  it('has every English id and the same arguments', () => {
    expect(Object.keys(pseudo).sort()).toEqual(Object.keys(source).sort());
    for (const [id, elements] of Object.entries(pseudo))
      expect([...messageArguments(elements)].sort(), id).toEqual(
        [...messageArguments(source[id]!)].sort(),
      );
  });

  it('leaves no plain ASCII letter in any message, so English on screen stands out', () => {
    const plain = Object.entries(pseudo)
      .filter(([, elements]) => /[A-Za-z]/.test(literalText(elements)))
      .map(([id, elements]) => `${id}: ${literalText(elements)}`);
    expect(plain).toEqual([]);
  });

  it('is longer than English, as Spanish runs (about a quarter)', () => {
    const length = (catalogue: Record<string, MessageFormatElement[]>) =>
      Object.values(catalogue).reduce((sum, elements) => sum + literalText(elements).length, 0);
    const ratio = length(pseudo) / length(source);
    expect(ratio).toBeGreaterThan(1.2);
    const spanish = length(compileCatalogue('es')) / length(source);
    // Measured and kept honest: Spanish is longer than English here too.
    expect(spanish).toBeGreaterThan(1.05);
  });
});
