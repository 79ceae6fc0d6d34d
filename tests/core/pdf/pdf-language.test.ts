// The PDF in the merchant's language (decisions 100), read back with pdf.js as a person's reader
// would: Spanish headings, labels, dates and page numbers, and the language the agreement was read
// and signed in; the English PDF as before; the same application hash whichever language, since
// what is signed is the service's (decisions 45).
import { describe, expect, it } from 'vitest';
import { buildApplicationPdf } from '../../../electron/core/pdf/application-pdf';
import { buildDraftPdf } from '../../../electron/core/pdf/draft-pdf';
import type { Draft, DraftPayload } from '../../../shared/drafts/draft-schema';
import type { MerchantLanguage } from '../../../shared/i18n/language-codes';
import { buildReview } from '../../../shared/review/review-model';
import { validFullPayload, validOwner } from '../../fixtures/merchant';
import { pdfTextOf } from './pdf-text-of';
import { drawnEvidence, payloadHash } from './signature-fixture';

const payload = validFullPayload({
  legalName: 'Panadería Begoña LLC',
  owner: [validOwner({ name: 'Begoña Núñez', ownership: 62.5 })],
}) as DraftPayload;

async function printed(language: MerchantLanguage, agreementText?: string): Promise<string> {
  const bytes = await buildApplicationPdf({
    review: buildReview(payload, 'full'),
    language,
    referenceId: '3f1c2a9e-0000-4000-8000-000000000001',
    ...(agreementText !== undefined && { agreementText }),
    signature: drawnEvidence({
      agreementLanguage: language,
      agreementText: 'Texto del contrato.',
      agreementVersion: '2026-11',
    }),
    documents: [{ kind: 'bank-proof', name: 'cheque-anulado.jpg' }],
    createdAt: new Date('2026-12-07T19:40:00Z'),
  });
  // One space for every run of white space: a row reads its label, then its value.
  return (await pdfTextOf(bytes)).text.replace(/\s+/g, ' ');
}

describe('the PDF in Spanish', () => {
  it('has Spanish headings, labels, dates and page numbers, and says the language signed in', async () => {
    const text = await printed('es');
    for (const heading of [
      'Solicitud de comercio',
      'Entidad legal',
      'Propietarios',
      'Propietario 1',
      'Cuentas de depósito',
      'Documentos',
      'Contrato',
      'Firma',
    ])
      expect(text, heading).toContain(heading);
    expect(text).toContain('Razón social Panadería Begoña LLC');
    expect(text).toContain('Impreso el 7 de diciembre de 2026');
    expect(text).toContain('Fecha de nacimiento 15 de abril de 1980');
    expect(text).toContain('Participación (%) 62.5%');
    // The built-in code tables' names, as the review names them (decisions 99).
    expect(text).toContain('Método ACH Liquidación neta');
    expect(text).toContain('26 de noviembre de 2026');
    expect(text).toContain('Esta copia está en español.');
    expect(text).toContain('Leído y firmado en Español');
    expect(text).toContain('Versión del contrato 2026-11.');
    expect(text).toContain('Cheque anulado o carta del banco cheque-anulado.jpg');
    expect(text).toMatch(/Página 1 de \d/);
    for (const english of [
      'Merchant application',
      'Legal entity',
      'Signed by',
      'Page 1 of',
      'Net settlement',
    ])
      expect(text).not.toContain(english);
  });

  it('prints the English PDF as before, in English', async () => {
    const text = await printed('en');
    for (const heading of ['Merchant application', 'Legal entity', 'Owner 1', 'Signature'])
      expect(text).toContain(heading);
    expect(text).toContain('Legal name Panadería Begoña LLC');
    expect(text).toContain('Date of birth April 15, 1980');
    expect(text).toContain('Ownership (%) 62.5%');
    expect(text).toContain('Printed December 7, 2026');
    expect(text).toContain('November 26, 2026 at 2:33:00 PM EST');
    expect(text).toContain('Read and signed in English');
    expect(text).toMatch(/Page 1 of \d/);
    expect(text).not.toMatch(/Propietario|Firma|Página|diciembre/);
  });

  it('prints the same application hash whichever language the merchant read', async () => {
    const spanish = await printed('es');
    const english = await printed('en');
    expect(spanish).toContain(`SHA-256 de la solicitud (con sal) ${payloadHash}`);
    expect(english).toContain(`Application SHA-256 (salted) ${payloadHash}`);
  });
});

describe('the PDF of a draft', () => {
  const draft = {
    id: '3f1c2a9e-0000-4000-8000-000000000002',
    referenceId: '3f1c2a9e-0000-4000-8000-000000000003',
    payload,
  } as Draft;

  it('is in the merchant language chosen on the draft, and says an English agreement is English', async () => {
    const bytes = await buildDraftPdf({
      draft: { ...draft, merchantLanguage: 'es' } as Draft,
      currentAgreementText: 'The ISO agreement in English.',
      documents: [],
      createdAt: new Date('2026-12-07T19:40:00Z'),
    });
    const text = (await pdfTextOf(bytes)).text.replace(/\s+/g, ' ');
    expect(text).toContain('Sin firmar');
    expect(text).toContain('No hay documentos adjuntos.');
    expect(text).toContain(
      'No hay texto del contrato en español para este entorno: el texto a continuación está en inglés.',
    );
    expect(text).toContain('The ISO agreement in English.');
  });

  it('is in English for a draft with no merchant language', async () => {
    const bytes = await buildDraftPdf({
      draft,
      currentAgreementText: undefined,
      documents: [],
      createdAt: new Date('2026-12-07T19:40:00Z'),
    });
    const text = (await pdfTextOf(bytes)).text.replace(/\s+/g, ' ');
    expect(text).toContain('Not signed');
    expect(text).toContain('This copy is in English.');
    expect(text).not.toContain('There is no agreement text');
  });
});
