// The editor frame's words in English (the source, as the editor specs read them) and in Spanish
// (decisions 91): documents and the PDF, duplicate matches, lifecycle states.
import { describe, expect, it } from 'vitest';
import type { DuplicateMatch } from '../../shared/drafts/duplicate-schema';
import {
  documentKindWords,
  documentRefusedWords,
  mediaTypeWords,
  pdfProblemWords,
  sizeWords,
} from '../../renderer/words/documents';
import { duplicateSentence } from '../../renderer/words/duplicates';
import { draftFilters, lifecycleWords } from '../../renderer/words/lifecycle';
import { catalogueIntl } from './intl';

const english = catalogueIntl('en');
const spanish = catalogueIntl('es');
const megabyte = 1024 * 1024;

describe('document words', () => {
  it('sizes files as a file manager does, with the locale’s decimal mark', () => {
    expect(sizeWords(english, 200 * megabyte)).toBe('200 MB');
    expect(sizeWords(english, 1.4 * megabyte)).toBe('1.4 MB');
    expect(sizeWords(english, 2 * megabyte)).toBe('2 MB');
    expect(sizeWords(english, 820 * 1024)).toBe('820 KB');
    expect(sizeWords(english, 10)).toBe('1 KB');
    expect(sizeWords(catalogueIntl('es', 'es-MX'), 1.4 * megabyte)).toBe('1.4 MB');
    expect(sizeWords(catalogueIntl('es', 'es-ES'), 1.4 * megabyte)).toBe('1,4 MB');
  });

  it('says why a file was refused, with its size and the limit', () => {
    const tooLarge = {
      outcome: 'refused',
      problem: 'too-large',
      size: 200 * megabyte,
      limit: 10 * megabyte,
    } as const;
    expect(documentRefusedWords(english, tooLarge)).toBe(
      'That file is 200 MB; the limit is 10 MB. Nothing was attached.',
    );
    expect(documentRefusedWords(spanish, tooLarge)).toBe(
      'Ese archivo pesa 200 MB; el límite es 10 MB. No se adjuntó nada.',
    );
    expect(documentRefusedWords(english, { outcome: 'refused', problem: 'too-large' })).toBe(
      'That file is over the size limit. Nothing was attached.',
    );
    expect(documentRefusedWords(spanish, { outcome: 'refused', problem: 'empty' })).toBe(
      'Ese archivo está vacío. No se adjuntó nada.',
    );
  });

  it('names kinds, media types and PDF problems in each language', () => {
    expect(documentKindWords(english, 'bank-proof')).toBe('Voided cheque or bank letter');
    expect(documentKindWords(spanish, 'bank-proof')).toBe('Cheque anulado o carta del banco');
    expect(mediaTypeWords(english, 'image/jpeg')).toBe('JPEG photo');
    expect(mediaTypeWords(spanish, 'image/png')).toBe('Imagen PNG');
    expect(pdfProblemWords(english, 'file-exists')).toBe(
      'A file with that name is already there. Choose another name; nothing was overwritten.',
    );
    expect(pdfProblemWords(spanish, 'disk-full')).toContain('Ese disco está lleno');
  });
});

const other = {
  id: '0b5d3c4e-8f1a-4c2b-9d3e-5f6a7b8c9d0e',
  legalName: "Tony's Bistro LLC",
  createdAt: '2026-11-01T15:00:00.000Z',
};

describe('duplicate sentences', () => {
  it('names a submitted application by its merchant id and day, and how many more', () => {
    const match: DuplicateMatch = {
      field: 'taxId',
      kind: 'taxId',
      others: [
        {
          ...other,
          lifecycle: 'submitted',
          merchantId: '3',
          submittedAt: '2026-11-24T17:00:00.000Z',
        },
        { ...other, id: '1b5d3c4e-8f1a-4c2b-9d3e-5f6a7b8c9d0e', lifecycle: 'draft' },
      ],
    };
    expect(duplicateSentence(english, match)).toBe(
      "This tax ID is already submitted as merchant 3 on Nov 24 (Tony's Bistro LLC), and in 1 more.",
    );
    expect(duplicateSentence(spanish, match)).toBe(
      "Este número de identificación fiscal (Tax ID) ya se envió como el comercio 3 el 24 nov (Tony's Bistro LLC), y en 1 más.",
    );
  });

  it('names an application still here by its state, and one without a name as such', () => {
    const match: DuplicateMatch = {
      field: 'legalName',
      kind: 'nameZip',
      others: [{ ...other, legalName: ' ', lifecycle: 'needs-attention' }],
    };
    expect(duplicateSentence(english, match)).toBe(
      'This legal name and ZIP code are also in an application that needs attention: “no legal name yet”.',
    );
    expect(duplicateSentence(spanish, { ...match, kind: 'ssn' })).toBe(
      'Este SSN también está en una solicitud que requiere atención: “todavía sin razón social”.',
    );
    expect(
      duplicateSentence(english, {
        ...match,
        kind: 'bankAccount',
        others: [{ ...other, lifecycle: 'queued' }],
      }),
    ).toBe(
      "This bank account is also in an application queued for submission: “Tony's Bistro LLC”.",
    );
  });
});

describe('lifecycle words', () => {
  it('names every state and filter in each language', () => {
    expect(lifecycleWords(english, 'rejected')).toBe('Needs fixing');
    expect(lifecycleWords(spanish, 'rejected')).toBe('Por corregir');
    expect(lifecycleWords(spanish, 'submitted')).toBe('Enviada');
    expect(draftFilters.map((filter) => english.formatMessage({ id: filter.labelId }))).toEqual([
      'All',
      'Draft',
      'Ready',
      'Queued',
      'Sending',
      'Needs attention',
      'Submitted',
      'Trash',
    ]);
    expect(spanish.formatMessage({ id: draftFilters.at(-1)!.labelId })).toBe('Papelera');
  });
});
