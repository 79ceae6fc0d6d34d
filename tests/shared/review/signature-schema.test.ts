// The signature evidence's bounds: what a real signing produces passes; anything a broken or
// hostile renderer might send (no consent, a short hash, a made-up time zone, a huge drawing)
// is refused with a field to point at.
import { describe, expect, it } from 'vitest';
import {
  maxSignaturePointsPerStroke,
  maxSignatureStrokes,
  SignatureEvidenceSchema,
  type SignatureEvidence,
} from '../../../shared/review/signature-schema';

const hash = 'a'.repeat(64);

function evidence(overrides: Partial<Record<keyof SignatureEvidence, unknown>> = {}): unknown {
  return {
    signerName: 'Jordan Example',
    signerTitle: 'Owner',
    consent: true,
    signedAt: '2026-11-26T14:33:00-05:00',
    timeZone: 'America/New_York',
    payloadSha256: hash,
    agreementSha256: hash,
    appVersion: '1.4.0',
    environmentId: 'sandbox',
    environmentName: 'Sandbox',
    mark: { kind: 'drawn', width: 600, height: 200, strokes: [[{ x: 1, y: 2, t: 0 }]] },
    ...overrides,
  };
}

function failingPath(value: unknown): string | undefined {
  const result = SignatureEvidenceSchema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]!.path.join('.');
}

describe('SignatureEvidenceSchema', () => {
  it('accepts a drawn and a typed signature', () => {
    expect(failingPath(evidence())).toBeUndefined();
    expect(failingPath(evidence({ mark: { kind: 'typed', text: 'Jordan Example' } }))).toBe(
      undefined,
    );
  });

  it.each([
    ['consent', { consent: false }],
    ['signerName', { signerName: '   ' }],
    ['signerName', { signerName: 'x'.repeat(121) }],
    ['signerTitle', { signerTitle: 'x'.repeat(81) }],
    ['signedAt', { signedAt: '2026-11-26T14:33:00' }],
    ['timeZone', { timeZone: 'Mars/Olympus_Mons' }],
    ['payloadSha256', { payloadSha256: 'A'.repeat(64) }],
    ['agreementSha256', { agreementSha256: hash.slice(1) }],
    ['mark.text', { mark: { kind: 'typed', text: '' } }],
    ['mark.strokes', { mark: { kind: 'drawn', width: 600, height: 200, strokes: [] } }],
  ])('refuses a bad %s', (path, overrides) => {
    expect(failingPath(evidence(overrides))).toBe(path);
  });

  it('refuses unknown fields and drawings past the bounds', () => {
    expect(failingPath({ ...(evidence() as object), extra: 1 })).toBe('');
    const point = { x: 1, y: 1, t: 1 };
    const tooLong = Array.from({ length: maxSignaturePointsPerStroke + 1 }, () => point);
    expect(
      failingPath(evidence({ mark: { kind: 'drawn', width: 9, height: 9, strokes: [tooLong] } })),
    ).toBe('mark.strokes.0');
    const tooMany = Array.from({ length: maxSignatureStrokes + 1 }, () => [point]);
    expect(
      failingPath(evidence({ mark: { kind: 'drawn', width: 9, height: 9, strokes: tooMany } })),
    ).toBe('mark.strokes');
  });
});
