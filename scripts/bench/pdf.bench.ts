// The PDF left with the merchant (decisions 50): a signed application with 10 owners and 5
// accounts, a drawn signature of 20 strokes of 100 points, four documents listed; the review model
// built and the PDF written in memory, as pdf:save does before its file write. Target: p95 <= 1 s.
// The first run (cold: fonts and the library's code warming up) is printed beside it.
// The embedded font (decisions 100) side by side with the standard fonts it replaced, in one run
// and alternating, so the machine's load falls on both alike: the whole PDF each way, its size
// each way, fontkit's parse of the two font files alone, and the difference per PDF (parse, layout
// through fontkit and pdf-lib's subsetting at save). Every PDF is drawn in Spanish, the language
// with the most letters beyond ASCII.
import fontkit from '@pdf-lib/fontkit';
import { performance } from 'node:perf_hooks';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { buildApplicationPdf } from '../../electron/core/pdf/application-pdf';
import { boardingSansBytes, type PdfFonts } from '../../electron/core/pdf/pdf-fonts';
import { wrapText } from '../../electron/core/pdf/pdf-text';
import type { DraftPayload } from '../../shared/drafts/draft-schema';
import { buildReview } from '../../shared/review/review-model';
import type { SignatureEvidence } from '../../shared/review/signature-schema';
import { validFullPayload, validFundingAccount, validOwner } from '../../tests/fixtures/merchant';
import { benchReport, measured, percentile, type BenchReport } from './report';

const runs = 40;

const payload = validFullPayload({
  owner: Array.from({ length: 10 }, (_, index) =>
    validOwner({ ssn: `12345${String(6700 + index)}`, ownership: 10 }),
  ),
  fundingAccount: Array.from({ length: 5 }, (_, index) =>
    validFundingAccount({ accountNumber: `0001234${String(54300 + index)}` }),
  ),
}) as DraftPayload;

const evidence: SignatureEvidence = {
  signerName: 'Pat Example',
  signerTitle: 'Owner',
  consent: true,
  signedAt: '2026-11-26T14:33:00-05:00',
  timeZone: 'America/New_York',
  payloadSha256: 'a1b2c3d4'.repeat(8),
  agreementSha256: 'e5f6a7b8'.repeat(8),
  appVersion: '0.1.0',
  environmentId: 'sandbox',
  environmentName: 'Built-in sandbox',
  agreementLanguage: 'es',
  mark: {
    kind: 'drawn',
    width: 600,
    height: 200,
    strokes: Array.from({ length: 20 }, (_, stroke) =>
      Array.from({ length: 100 }, (_, point) => ({
        x: stroke * 28 + point * 0.25,
        y: 100 + Math.sin(point / 8) * 60,
        t: point * 8,
      })),
    ),
  },
};

const documents = [
  { kind: 'bank-proof', name: 'voided-cheque.jpg' },
  { kind: 'owner-id', name: 'owner-licence.pdf' },
  { kind: 'business-licence', name: 'city-licence.pdf' },
  { kind: 'storefront-photo', name: 'storefront.jpg' },
] as const;

/** The PDF as it was drawn before the embedded font: pdf-lib's standard fonts, nothing embedded. */
async function standardFonts(document: PDFDocument): Promise<PdfFonts> {
  return {
    regular: await document.embedFont(StandardFonts.Helvetica),
    bold: await document.embedFont(StandardFonts.HelveticaBold),
    mono: await document.embedFont(StandardFonts.Courier),
  };
}

async function once(fonts: 'embedded' | 'standard'): Promise<{ ms: number; bytes: number }> {
  const started = performance.now();
  const bytes = await buildApplicationPdf(
    {
      review: buildReview(payload, 'full'),
      language: 'es',
      referenceId: '3f1c2a9e-0000-4000-8000-000000000001',
      signature: evidence,
      documents,
      createdAt: new Date(),
    },
    ...(fonts === 'standard' ? [standardFonts] : []),
  );
  return { ms: performance.now() - started, bytes: bytes.length };
}

/** fontkit's parse of the two font files, as pdf-lib's embedFont does once per PDF. */
function parseFonts(): number {
  const { regular, bold } = boardingSansBytes();
  const started = performance.now();
  for (const bytes of [regular, bold]) fontkit.create(Buffer.from(bytes));
  return performance.now() - started;
}

/**
 * A 20 KB unbroken JSON value (initiatorMeta prints as JSON.stringify, no spaces): printed cut to
 * 2,000 characters, wrapped in one linear pass. Cutting by re-measuring every shorter prefix took
 * 3.8 s for a 2,000-character token and over 120 s for 5,000, with core frozen meanwhile.
 */
async function longValue(): Promise<number> {
  const started = performance.now();
  await buildApplicationPdf({
    review: buildReview(
      validFullPayload({ initiatorMeta: { blob: 'x'.repeat(20_000) } }) as DraftPayload,
      'full',
    ),
    documents: [],
    createdAt: new Date(),
  });
  return performance.now() - started;
}

/** The wrap alone, on a 5,000-character token with no break (the value cap aside). */
async function wrapLongToken(): Promise<number> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  const started = performance.now();
  wrapText('x'.repeat(5000), font, 10, 358);
  return performance.now() - started;
}

export default async function run(): Promise<BenchReport> {
  const first = await once('embedded');
  const standardFirst = await once('standard');
  const long: number[] = [];
  const wrap: number[] = [];
  for (let index = 0; index < 10; index += 1) {
    long.push(await longValue());
    wrap.push(await wrapLongToken());
  }
  const samples: number[] = [];
  const standard: number[] = [];
  const parse: number[] = [];
  for (let index = 0; index < runs; index += 1) {
    samples.push((await once('embedded')).ms);
    standard.push((await once('standard')).ms);
    parse.push(parseFonts());
  }
  return benchReport({
    'signed 10 owners 5 accounts p95': measured(percentile(samples, 95), 'ms', '<=', 1000),
    'signed 10 owners 5 accounts p50': measured(percentile(samples, 50), 'ms', '<=', 1000),
    'before: standard fonts p95': measured(percentile(standard, 95), 'ms', '<=', 1000),
    'before: standard fonts p50': measured(percentile(standard, 50), 'ms', '<=', 1000),
    'embedded font per PDF p50 (after - before)': measured(
      percentile(samples, 50) - percentile(standard, 50),
      'ms',
      '<=',
      250,
    ),
    'fontkit parse of both fonts p50': measured(percentile(parse, 50), 'ms', '<=', 100),
    'first PDF (cold)': measured(first.ms, 'ms', '<=', 1000),
    'before: first PDF, standard fonts (cold)': measured(standardFirst.ms, 'ms', '<=', 1000),
    'PDF size': measured(first.bytes / 1024, 'KB', '<=', 1024, 1),
    'before: PDF size, standard fonts': measured(standardFirst.bytes / 1024, 'KB', '<=', 1024, 1),
    '20 KB unbroken initiatorMeta p95': measured(percentile(long, 95), 'ms', '<=', 1000),
    'wrap a 5,000-char unbroken token p95': measured(percentile(wrap, 95), 'ms', '<=', 100),
  });
}
