// The PDF saved for the merchant (pdf:save) carries the agreement in the merchant's language
// (decisions 99, 100): the core as the desktop app builds it, every call through the dispatcher
// the hosts use, the PDF read back as a person's reader would. With a Spanish text in Settings an
// unsigned Spanish PDF prints it; with none, it prints the English text and says so, never passing
// the English off as Spanish.
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox } from '../../../sandbox/index';
import { createConfStore, createKeyFileCipher } from '../../../electron/browser/browser-ports';
import { buildServices, type Services } from '../../../electron/core/app/build-services';
import { createDispatcher, type Dispatch } from '../../../electron/core/ipc/dispatch';
import { validFullPayload } from '../../fixtures/merchant';
import { capturingLogger } from '../../ipc/recording-handlers';
import { makeTempDir } from '../drafts/support/temp-dir';
import { pdfTextOf } from './pdf-text-of';

let root: string;
let out: string;
let cleanup: () => Promise<void>;
let services: Services;
let dispatch: Dispatch<'trusted'>;
let dialogAnswer: string | null = null;

const spanishText = 'El comercio acepta las condiciones de procesamiento de pagos. ¡Gracias!';
const englishText = 'The merchant accepts the payment processing terms. Thank you!';

beforeAll(async () => {
  ({ dir: root, cleanup } = await makeTempDir('pdf-save-language-'));
  const dataDir = path.join(root, 'data');
  out = path.join(root, 'out');
  await mkdir(dataDir);
  await mkdir(out);
  const { logger } = capturingLogger();
  services = await buildServices({
    ports: {
      cipher: createKeyFileCipher(dataDir, logger).cipher,
      store: createConfStore(dataDir, logger),
      openExternal: async () => undefined,
      fetch: globalThis.fetch,
      clock: { now: () => Date.now() },
      logger,
      chooseSavePath: async () => dialogAnswer,
    },
    dataDir,
    mode: 'electron',
    app: { name: 'Boarding Desk', version: '0.0.0-test', platform: process.platform },
    startSandbox: (options) => startSandbox({ dataDir: options.dataDir }),
  });
  dispatch = createDispatcher<'trusted'>({
    handlers: services.handlers,
    isTrustedSender: (sender) => sender === 'trusted',
    logger,
  });
});

afterAll(async () => {
  await services.dispose();
  await cleanup();
});

async function call<T = Record<string, unknown>>(channel: string, request?: unknown): Promise<T> {
  const result = await dispatch(channel, request, 'trusted');
  if (!result.ok) throw new Error(`${channel}: ${result.error.code} ${result.error.message}`);
  return result.value as T;
}

/** A Spanish-reading merchant's application saved as a PDF; the PDF's text. */
async function spanishPdf(name: string): Promise<string> {
  const { referenceId: _own, ...payload } = validFullPayload({ legalName: 'Panadería Begoña LLC' });
  const draft = await call<{ id: string }>('drafts:create', { payload });
  await call('drafts:setMerchantLanguage', { id: draft.id, language: 'es' });
  const filePath = path.join(out, name);
  dialogAnswer = filePath;
  await call('files:chooseSavePath', { kind: 'pdf', defaultPath: '' });
  await call('pdf:save', { draftId: draft.id, filePath });
  return (await pdfTextOf(new Uint8Array(await readFile(filePath)))).text;
}

async function setAgreementTexts(texts: Record<string, string>): Promise<void> {
  const settings = await call<{ environmentId: string }>('settings:get');
  await call('settings:set', {
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
