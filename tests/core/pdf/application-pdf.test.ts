// The PDF left with the merchant, read back as text: the legal name, every section, the masked
// numbers only (never the full SSN, tax id or account number), the agreement, the signature's
// evidence, the documents by name, page numbers, and "Not signed" when nobody signed.
import { describe, expect, it } from 'vitest';
import type { DraftPayload } from '../../../shared/drafts/draft-schema';
import { buildReview } from '../../../shared/review/review-model';
import { buildApplicationPdf } from '../../../electron/core/pdf/application-pdf';
import { sampleAgreementText } from '../../../electron/core/pdf/sample-agreement';
import { validFullPayload, validFundingAccount, validOwner } from '../../fixtures/merchant';
import { pdfTextOf } from './pdf-text-of';
import { agreementHash, drawnEvidence, payloadHash } from './signature-fixture';

function payload(owners = 1, accounts = 1): DraftPayload {
  return validFullPayload({
    owner: Array.from({ length: owners }, (_, index) =>
      validOwner({ ssn: `12345${String(6789 + index).padStart(4, '0')}`, ownership: 5 }),
    ),
    fundingAccount: Array.from({ length: accounts }, (_, index) =>
      validFundingAccount({ accountNumber: `00012345${String(4321 + index)}` }),
    ),
  }) as DraftPayload;
}

describe('buildApplicationPdf', () => {
  it('prints the review with last-four digits only, the evidence and the documents', async () => {
    const bytes = await buildApplicationPdf({
      review: buildReview(payload(), 'full'),
      referenceId: '3f1c2a9e-0000-4000-8000-000000000001',
      signature: drawnEvidence(),
      documents: [
        { kind: 'bank-proof', name: 'voided-cheque.jpg' },
        { kind: 'owner-id', name: 'licence-front.pdf' },
      ],
      createdAt: new Date('2026-11-26T19:40:00Z'),
    });
    const { text } = await pdfTextOf(bytes);
    expect(text).toContain('Example Fuel LLC');
    expect(text).toContain('•••• 6789'); // the SSN
    expect(text).toContain('•••• 4321'); // the tax id and the account number end like this
    expect(text).not.toContain('123456789');
    expect(text).not.toContain('123-45-6789');
    expect(text).not.toContain('987654321');
    expect(text).not.toContain('98-7654321');
    expect(text).not.toContain('000123454321');
    expect(text).toContain('Pat Example');
    expect(text).toContain('2026-11-26T14:33:00-05:00');
    expect(text).toContain('America/New_York');
    expect(text).toContain(payloadHash);
    expect(text).toContain(agreementHash);
    expect(text).toContain('Built-in sandbox');
    expect(text).toContain('voided-cheque.jpg');
    expect(text).toContain('licence-front.pdf');
    expect(text).toContain('Voided cheque or bank letter');
    expect(text).toContain('SAMPLE AGREEMENT');
    expect(text).not.toContain('Not signed');
    expect(text).toMatch(/Page 1 of \d+/);
  });

  it('says "Not signed" when nobody signed, and prints the agreement it is given', async () => {
    const bytes = await buildApplicationPdf({
      review: buildReview(payload(), 'full'),
      agreementText: 'The ISO agreement text for this environment.',
      documents: [],
      createdAt: new Date('2026-11-26T19:40:00Z'),
    });
    const { text } = await pdfTextOf(bytes);
    expect(text).toContain('Not signed');
    expect(text).toContain('The ISO agreement text for this environment.');
    expect(text).not.toContain(sampleAgreementText.slice(0, 30));
    expect(text).toContain('No documents attached.');
  });

  it('prints a typed signature as the name typed', async () => {
    const bytes = await buildApplicationPdf({
      review: buildReview(payload(), 'full'),
      signature: drawnEvidence({ mark: { kind: 'typed', text: 'Pat Q. Example' } }),
      documents: [],
      createdAt: new Date('2026-11-26T19:40:00Z'),
    });
    expect((await pdfTextOf(bytes)).text).toContain('Pat Q. Example');
  });

  it('runs over pages for ten owners, wraps long values and numbers every page', async () => {
    const long = payload(10, 5);
    (long as Record<string, unknown>).legalName =
      `Example Fuel LLC ${'Very Long Name '.repeat(20)}`;
    const bytes = await buildApplicationPdf({
      review: buildReview(long, 'full'),
      signature: drawnEvidence(),
      documents: [],
      createdAt: new Date('2026-11-26T19:40:00Z'),
    });
    const { text, pages } = await pdfTextOf(bytes);
    expect(pages).toBeGreaterThan(2);
    expect(text).toContain(`Page ${pages} of ${pages}`);
    expect(text).toContain('Owner 10');
    expect(text).toContain('Account 5');
    expect(text).toContain('•••• 6798'); // owner 10's SSN, last four
    expect(text).not.toContain('123456798');
  });

  it('prints a 20 KB unbroken value cut to its first 2,000 characters, and says how much is left', async () => {
    // JSON pass-through fields print as JSON.stringify: no spaces to wrap at, no length bound.
    const initiatorMeta = { blob: 'x'.repeat(20_000) };
    const printed = JSON.stringify(initiatorMeta);
    const bytes = await buildApplicationPdf({
      review: buildReview(validFullPayload({ initiatorMeta }) as DraftPayload, 'full'),
      documents: [],
      createdAt: new Date('2026-11-26T19:40:00Z'),
    });
    const { text } = await pdfTextOf(bytes);
    expect(text).toContain(`… (${printed.length - 2000} more characters)`);
    expect(text.replace(/\s/g, '')).not.toContain('x'.repeat(2000));
  });

  it('replaces characters no Latin font holds (another script, an emoji) instead of failing', async () => {
    const odd = payload();
    (odd as Record<string, unknown>).legalName = 'Café 北京 🙂 LLC';
    const bytes = await buildApplicationPdf({
      review: buildReview(odd, 'full'),
      documents: [],
      createdAt: new Date('2026-11-26T19:40:00Z'),
    });
    expect((await pdfTextOf(bytes)).text).toContain('Café ?? ? LLC');
  });
});
