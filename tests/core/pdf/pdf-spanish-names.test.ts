// Names and text in Spanish and other Latin scripts in the PDF left with the merchant (decisions
// 92, 100), read back with pdf.js as a person's PDF reader would. The embedded font holds every
// Latin letter: Spanish (á é í ó ú ü ñ, ¿ and ¡), and the Polish, Vietnamese, Czech and Turkish
// letters the standard fonts' WinAnsi lacked and printed as "?". Only what no Latin font holds
// (another script, an emoji) still prints as "?".
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

  it('prints Polish, Vietnamese, Czech and Turkish letters as typed (beyond WinAnsi)', async () => {
    const text = await pdfText(
      'Piekarnia Łucja',
      'Nguyễn Thị Hương',
      'Zażółć gęślą jaźń. Příliš žluťoučký kůň. Işık Ağaç Şahin Gümüş. Đặng Văn Ước.',
    );
    expect(text).toContain('Piekarnia Łucja');
    expect(text).toContain('Nguyễn Thị Hương');
    expect(text).toContain('Zażółć gęślą jaźń.');
    expect(text).toContain('Příliš žluťoučký kůň.');
    expect(text).toContain('Işık Ağaç Şahin Gümüş.');
    expect(text).toContain('Đặng Văn Ước.');
    expect(text).not.toContain('?');
  });

  it('composes letters typed as base and combining mark, and prints "?" only outside Latin', async () => {
    // "Nguyễn" typed decomposed (e, circumflex, tilde: NFD), as some keyboards and pastes give it.
    const decomposed = 'Nguyễn Thị Hương'.normalize('NFD');
    const text = await pdfText('Café 北京 🙂 LLC', decomposed, 'Ελληνικά.');
    expect(text).toContain('Nguyễn Thị Hương');
    expect(text).toContain('Café ?? ? LLC');
    expect(text).toContain('????????.');
  });
});
