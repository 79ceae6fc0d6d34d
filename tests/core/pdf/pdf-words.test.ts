// The PDF's own words (decisions 100): the Spanish catalogue against the English source by the
// same catalogue check as the renderer's (decisions 91); the English words are the form's, so the
// English PDF reads as the review does; Intl's dates and percentages per language; and the
// language the PDF is drawn in, chosen from the signature and the draft.
import { describe, expect, it } from 'vitest';
import { merchantLanguageOf, pdfLanguageOf } from '../../../electron/core/pdf/pdf-language';
import { pdfCatalogues, pdfWords } from '../../../electron/core/pdf/pdf-words';
import { catalogueProblems } from '../../../scripts/build/catalogue-check';
import { readCatalogue } from '../../../scripts/build/catalogues';
import { documentKindLabels } from '../../../shared/documents/document-kind-labels';
import type { Draft } from '../../../shared/drafts/draft-schema';
import {
  accountLabels,
  ownerLabels,
  sections,
  topLevelLabels,
} from '../../../shared/review/form-sections';
import { validFullPayload } from '../../fixtures/merchant';
import { drawnEvidence } from './signature-fixture';

describe('the PDF catalogue', () => {
  it('has every English id in Spanish with the same ICU arguments', () => {
    expect(catalogueProblems(pdfCatalogues.en, pdfCatalogues.es, 'es')).toEqual([]);
  });

  it('fails the check for a missing id or a lost argument', () => {
    const { 'page.number': _gone, ...lacking } = pdfCatalogues.es;
    expect(catalogueProblems(pdfCatalogues.en, lacking, 'es')).toEqual(['es: missing page.number']);
    const lost = { ...pdfCatalogues.es, 'page.number': 'Página {page}' };
    expect(catalogueProblems(pdfCatalogues.en, lost, 'es')).toEqual([
      'es: page.number has other arguments than English; lacks pages:value',
    ]);
  });

  it('says in English what the form and the review say', () => {
    const en = pdfCatalogues.en as Record<string, string>;
    for (const { id, title } of sections) expect(en[`section.${id}`]).toBe(title);
    for (const [name, { label }] of Object.entries(topLevelLabels))
      expect(en[`field.${name}`], name).toBe(label);
    for (const [name, label] of Object.entries(ownerLabels))
      expect(en[`owner.${name}`], name).toBe(label);
    for (const [name, label] of Object.entries(accountLabels))
      expect(en[`account.${name}`], name).toBe(label);
    for (const [kind, label] of Object.entries(documentKindLabels))
      expect(en[`documents.kind.${kind}`], kind).toBe(label);
  });

  it("names the built-in codes as the app's catalogues do, in every language", () => {
    for (const language of ['en', 'es'] as const) {
      const app = readCatalogue(language);
      const pdf = pdfCatalogues[language] as Record<string, string>;
      const codes = Object.keys(app).filter((id) => id.startsWith('editor.code.'));
      expect(codes.length).toBeGreaterThan(20);
      for (const id of codes)
        expect(pdf[id.replace('editor.code.', 'code.')], `${language} ${id}`).toBe(app[id]);
    }
  });
});

describe('pdfWords', () => {
  it('formats dates and percentages by Intl for the language', () => {
    const day = new Date(Date.UTC(2026, 11, 7));
    expect(pdfWords('en').day(day, 'UTC')).toBe('December 7, 2026');
    expect(pdfWords('es').day(day, 'UTC')).toBe('7 de diciembre de 2026');
    expect(pdfWords('es').percent(12.5)).toBe('12.5%');
    expect(pdfWords('es').text('page.number', { page: 1, pages: 3 })).toBe('Página 1 de 3');
    expect(pdfWords('es').text('signature.languageName', { language: 'es' })).toBe('Español');
  });
});

describe('the language of the PDF', () => {
  const draft = {
    id: '3f1c2a9e-0000-4000-8000-000000000002',
    referenceId: '3f1c2a9e-0000-4000-8000-000000000003',
    payload: validFullPayload() as Draft['payload'],
  } as Draft;
  const withLanguage = (language: unknown) => ({ ...draft, merchantLanguage: language }) as Draft;
  const signedIn = (language: 'en' | 'es') =>
    ({ state: 'signed', evidence: drawnEvidence({ agreementLanguage: language }) }) as const;

  it('is the language signed in, else the draft’s merchant language, else English', () => {
    expect(pdfLanguageOf(withLanguage('en'), signedIn('es'))).toBe('es');
    expect(pdfLanguageOf(withLanguage('es'), signedIn('en'))).toBe('en');
    expect(pdfLanguageOf(withLanguage('es'), { state: 'none' })).toBe('es');
    expect(pdfLanguageOf(draft, { state: 'none' })).toBe('en');
    // Evidence from before the language was kept says nothing: the draft's choice stands.
    const older = { state: 'signed', evidence: drawnEvidence() } as const;
    expect(pdfLanguageOf(withLanguage('es'), older)).toBe('es');
  });

  it('does not take a voided signature’s language', () => {
    const voided = { state: 'void', evidence: drawnEvidence({ agreementLanguage: 'es' }) } as const;
    expect(pdfLanguageOf(draft, voided)).toBe('en');
  });

  it('reads a language no catalogue serves as none', () => {
    expect(merchantLanguageOf(withLanguage('fr'))).toBeUndefined();
    expect(merchantLanguageOf(withLanguage(42))).toBeUndefined();
    expect(merchantLanguageOf(withLanguage('es'))).toBe('es');
  });
});
