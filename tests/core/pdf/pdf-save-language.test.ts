// The PDF saved for the merchant (pdf:save) carries the agreement in the merchant's language
// (decisions 99, 100): the core as the desktop app builds it, every call through the dispatcher
// the hosts use, the PDF read back as a person's reader would. With a Spanish text in Settings an
// unsigned Spanish PDF prints it; with none, it prints the English text and says so, never passing
// the English off as Spanish.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validFullPayload } from '../../fixtures/merchant';
import { startDesktopCore, type DesktopCore } from '../support/desktop-core-harness';
import { pdfTextOf } from './pdf-text-of';

let core: DesktopCore;
let dialogAnswer: string | null = null;

const spanishText = 'El comercio acepta las condiciones de procesamiento de pagos. ¡Gracias!';
const englishText = 'The merchant accepts the payment processing terms. Thank you!';

beforeAll(async () => {
  core = await startDesktopCore({ prefix: 'pdf-save-language-', dialogAnswer: () => dialogAnswer });
});

afterAll(async () => {
  await core.dispose();
});

/** A Spanish-reading merchant's application saved as a PDF; the PDF's text. */
async function spanishPdf(name: string): Promise<string> {
  const { referenceId: _own, ...payload } = validFullPayload({ legalName: 'Panadería Begoña LLC' });
  const draft = await core.call<{ id: string }>('drafts:create', { payload });
  await core.call('drafts:setMerchantLanguage', { id: draft.id, language: 'es' });
  const filePath = path.join(core.out, name);
  dialogAnswer = filePath;
  await core.call('files:chooseSavePath', { kind: 'pdf', defaultPath: '' });
  await core.call('pdf:save', { draftId: draft.id, filePath });
  return (await pdfTextOf(new Uint8Array(await readFile(filePath)))).text;
}

async function setAgreementTexts(texts: Record<string, string>): Promise<void> {
  const settings = await core.call<{ environmentId: string }>('settings:get');
  await core.call('settings:set', {
    signing: { [settings.environmentId]: { agreementTexts: texts } },
  });
}

describe("pdf:save in the merchant's language", () => {
  it('prints the Spanish agreement from Settings in a Spanish PDF', async () => {
    await setAgreementTexts({ en: englishText, es: spanishText });
    const text = await spanishPdf('spanish.pdf');
    expect(text).toContain('Esta copia está en español.');
    expect(text).toContain('Panadería Begoña LLC');
    expect(text).toContain('¡Gracias!');
    expect(text).not.toContain('Thank you!');
  });

  it('with no Spanish text, prints the English one and says it is in English', async () => {
    await setAgreementTexts({ en: englishText });
    const text = await spanishPdf('english-agreement.pdf');
    expect(text).toContain('Esta copia está en español.');
    expect(text).toContain('No hay texto del contrato en español para este entorno');
    expect(text).toContain('Thank you!');
  });
});
