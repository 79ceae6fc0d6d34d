// The review's and the signature's words in the merchant's language (decisions 99): every field
// the review can show has a label in both catalogues (never a raw id), dates and percentages are
// formatted by Intl for the language, and the signature's sentences read in Spanish.
import { describe, expect, it } from 'vitest';
import { buildReview } from '../../shared/review/review-model';
import {
  accountLabels,
  ownerLabels,
  sections,
  topLevelLabels,
} from '../../shared/review/form-sections';
import {
  groupTitle,
  reviewLabel,
  reviewLabelId,
  reviewTitle,
  reviewValue,
  sectionTitle,
} from '../../renderer/words/review';
import {
  agreementMissingWords,
  agreementVersionWords,
  languageWords,
  notQueuedForSignatureWords,
  signatureProblemWords,
  signedByWords,
  signedForOtherWords,
} from '../../renderer/words/signature';
import { readCatalogue } from '../../scripts/build/catalogues';
import { validFullPayload } from '../fixtures/merchant';
import { catalogueIntl } from './intl';

const english = catalogueIntl('en');
const spanish = catalogueIntl('es');

describe('review words', () => {
  it('has a label in both languages for every field and section the review can show', () => {
    const paths = [
      ...Object.keys(topLevelLabels),
      'portfolio',
      'program',
      'tags',
      'compLabel',
      'initiatorMeta',
      ...Object.keys(ownerLabels).map((name) => `owner[0].${name}`),
      ...Object.keys(accountLabels).map((name) => `fundingAccount[1].${name}`),
    ];
    for (const language of ['en', 'es'] as const) {
      const catalogue = readCatalogue(language);
      for (const path of paths) expect(catalogue, path).toHaveProperty([reviewLabelId({ path })]);
      for (const { id } of sections) expect(catalogue).toHaveProperty([`review.section.${id}`]);
    }
    expect(reviewLabel(spanish, { path: 'owner[0].dob' })).toBe('Fecha de nacimiento');
    expect(reviewLabel(spanish, { path: 'inviteCode', typed: { kind: 'pricing' } })).toBe(
      'Tarifas',
    );
  });

  it('formats the same application’s dates and percentages for the merchant’s language', () => {
    const review = buildReview(
      validFullPayload({ legalCorporationDate: '2011-03-04', swipedPercent: 85 }),
      'full',
    );
    const row = (path: string) =>
      review.sections.flatMap((section) => section.rows).find((found) => found.path === path)!;
    const incorporated = row('legalCorporationDate');
    expect(reviewValue(english, incorporated)).toBe('March 4, 2011');
    expect(reviewValue(spanish, incorporated)).toBe('4 de marzo de 2011');
    const swiped = row('swipedPercent');
    expect(reviewValue(english, swiped)).toBe('85%');
    expect(reviewValue(spanish, swiped)).toMatch(/^85\s?%$/);
    // What was typed stays as typed: the same legal name in both.
    const legalName = row('legalName');
    expect(reviewValue(spanish, legalName)).toBe(reviewValue(english, legalName));
    expect(reviewValue(spanish, { value: 'x', typed: { kind: 'boolean', value: true } })).toBe(
      'Sí',
    );
  });

  it('names sections, owners and accounts, and an untitled application', () => {
    expect(sectionTitle(spanish, { id: 'funding' })).toBe('Cuentas de depósito');
    expect(groupTitle(spanish, { path: 'owner[1]' })).toBe('Propietario 2');
    expect(groupTitle(english, { path: 'fundingAccount[0]' })).toBe('Account 1');
    expect(reviewTitle(spanish, { title: 'x', legalName: '', dba: '' })).toBe(
      'Solicitud sin nombre',
    );
    expect(
      reviewTitle(spanish, { title: 'Panadería Begoña', legalName: 'Panadería Begoña', dba: '' }),
    ).toBe('Panadería Begoña');
  });
});

describe('signature words in Spanish', () => {
  const evidence = {
    signerName: 'Begoña Núñez',
    signerTitle: 'Dueña',
    signedAt: '2026-11-26T14:33:00-05:00',
    timeZone: 'America/New_York',
  };

  it('says who signed and when, with Spanish dates', () => {
    expect(signedByWords(english, evidence)).toMatch(
      /^Signed by Begoña Núñez, Dueña, Nov 26, 2026, 2:33\sPM EST$/,
    );
    const inSpanish = signedByWords(spanish, evidence);
    expect(inSpanish).toMatch(/^Firmada por Begoña Núñez, Dueña, el 26 nov 2026/);
    expect(inSpanish).not.toMatch(/Nov|PM/);
  });

  it('names the agreement’s language and says plainly when there is none', () => {
    expect(languageWords(spanish, 'es')).toBe('español');
    expect(languageWords(english, 'es')).toBe('Spanish');
    expect(
      agreementVersionWords(spanish, {
        version: '2026-11',
        language: 'es',
        origin: 'organisation',
      }),
    ).toBe('Acuerdo versión 2026-11, en español.');
    expect(agreementMissingWords(english, { language: 'es', managedLanguages: [] })).toBe(
      'There is no agreement text in Spanish for this environment, so the merchant cannot sign in Spanish. Add it in Settings, or choose another language for the merchant.',
    );
    expect(agreementMissingWords(spanish, { language: 'es', managedLanguages: ['en'] })).toMatch(
      /^No hay texto del acuerdo en español .*Pida a su oficina/,
    );
    expect(signedForOtherWords(spanish, 'Acme Production')).toBe(
      'Firmada para Acme Production: firme de nuevo para este',
    );
  });

  it('says why queueing waits for the signature, in the agent’s language', () => {
    expect(
      signatureProblemWords(spanish, {
        signedElsewhere: undefined,
        state: 'voided',
        isOutdated: false,
      }),
    ).toBe('Cambió después de la firma: firme de nuevo');
    expect(
      signatureProblemWords(english, { signedElsewhere: 'Acme', state: 'valid', isOutdated: true }),
    ).toBe('Signed for Acme: sign again for this one');
    expect(notQueuedForSignatureWords(english, undefined)).toBe(
      'Not queued: the merchant’s signature is needed before sending. Review it with the merchant and have them sign.',
    );
    expect(notQueuedForSignatureWords(spanish, 'Acme')).toBe(
      'No se puso en cola: firmada para Acme: firme de nuevo para este.',
    );
  });
});
