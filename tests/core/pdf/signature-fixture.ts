// Signature evidence made by hand for the PDF tests (the signing screen makes the real one).
import type { SignatureEvidence } from '../../../shared/review/signature-schema';

export const payloadHash = 'a1b2c3d4'.repeat(8);
export const agreementHash = 'b'.repeat(64);

export function drawnEvidence(overrides: Partial<SignatureEvidence> = {}): SignatureEvidence {
  return {
    signerName: 'Pat Example',
    signerTitle: 'Owner',
    consent: true,
    signedAt: '2026-11-26T14:33:00-05:00',
    timeZone: 'America/New_York',
    payloadSha256: payloadHash,
    agreementSha256: agreementHash,
    appVersion: '0.1.0',
    environmentId: 'sandbox',
    environmentName: 'Built-in sandbox',
    mark: {
      kind: 'drawn',
      width: 400,
      height: 150,
      strokes: [
        [
          { x: 10, y: 100, t: 0 },
          { x: 60, y: 20, t: 16 },
          { x: 120, y: 110, t: 32 },
        ],
        [{ x: 200, y: 70, t: 80 }],
      ],
    },
    ...overrides,
  };
}
