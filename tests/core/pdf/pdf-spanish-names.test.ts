// Names and text in Spanish in the PDF left with the merchant (decisions 92), read back with
// pdf.js as a person's PDF reader would. The PDF's standard fonts encode WinAnsi (Windows-1252),
// which holds every letter Spanish writes (á é í ó ú ü ñ, their capitals, ¿ and ¡): they print as
// typed. Letters outside it (Polish, Vietnamese, Czech, Turkish names) still print as "?" today;
// the last test holds that, so the embedded font that fixes it (decisions 92) turns it around.
import { describe, expect, it } from 'vitest';
import type { DraftPayload } from '../../../shared/drafts/draft-schema';
import { buildReview } from '../../../shared/review/review-model';
import { buildApplicationPdf } from '../../../electron/core/pdf/application-pdf';
import { validFullPayload, validOwner } from '../../fixtures/merchant';
import { pdfTextOf } from './pdf-text-of';
import { drawnEvidence } from './signature-fixture';

async function pdfText(legalName: string, ownerName: string, agreementText: string) {
  const payload = validFullPayload({
    legalName,
    owner: [validOwner({ name: ownerName, ownership: 100 })],
  }) as DraftPayload;
  const bytes = await buildApplicationPdf({
    review: buildReview(payload, 'full'),
    agreementText,
    signature: drawnEvidence({ mark: { kind: 'typed', text: ownerName } }),
    documents: [],
    createdAt: new Date('2026-11-26T19:40:00Z'),
  });
  return (await pdfTextOf(bytes)).text;
}

describe('the PDF with Spanish names and text', () => {
  it('prints accents, ñ, ü, ¿ and ¡ as typed, in names, the signature and the agreement', async () => {
    const agreement =
      '¿Acepta las condiciones? ¡Sí! El comerciante leyó el acuerdo en español: pingüino, ÁÉÍÓÚÜÑ.';
    const text = await pdfText('Panadería Begoña S.A.', 'Begoña Núñez Ibáñez', agreement);
    expect(text).toContain('Panadería Begoña S.A.');
    expect(text).toContain('Begoña Núñez Ibáñez');
    expect(text).toContain('¿Acepta las condiciones? ¡Sí!');
    expect(text).toContain('pingüino, ÁÉÍÓÚÜÑ.');
    expect(text).not.toMatch(/Bego\?a|N\?\?ez|\?Acepta/);
  });

  it('still prints letters outside WinAnsi as "?" (Polish, Vietnamese): the gap the embedded font closes', async () => {
    const text = await pdfText('Piekarnia Łucja', 'Nguyễn Thị Hương', 'Zażółć gęślą jaźń.');
    expect(text).toContain('Piekarnia ?ucja');
    expect(text).toContain('Nguy?n Th? H??ng');
    expect(text).toContain('Za?ó?? g??l? ja??.');
  });
});
