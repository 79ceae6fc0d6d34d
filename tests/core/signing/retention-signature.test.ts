// Retention (decisions 44, 46): a submitted application past the period loses its signature with
// the rest of what names a person; the legal name and the submission record stay.
import { describe, expect, it } from 'vitest';
import { reduceSubmitted } from '../../../electron/core/retention/retention-rules';
import type { Draft } from '../../../shared/drafts/draft-schema';
import { validFullPayload } from '../../fixtures/merchant';

const at = '2026-01-01T00:00:00.000Z';

function signedSubmitted(): Draft {
  return {
    id: '6f1c2f7e-3b1a-4c6e-9f0d-2a8b5e1c9d30',
    referenceId: '7d4c2f7e-3b1a-4c6e-9f0d-2a8b5e1c9d30',
    schemaVersion: 1,
    lifecycle: 'submitted',
    createdAt: at,
    updatedAt: at,
    payload: validFullPayload() as Draft['payload'],
    submission: { merchantId: '5', submittedAt: at, history: [] },
    signature: {
      signerName: 'Jordan Example',
      signerTitle: 'Owner',
      consent: true,
      signedAt: '2026-01-01T09:00:00.000-05:00',
      timeZone: 'America/New_York',
      payloadSha256: 'a'.repeat(64),
      agreementSha256: 'b'.repeat(64),
      appVersion: '1.0.0',
      environmentId: 'sandbox',
      environmentName: 'Sandbox',
      mark: { kind: 'typed', text: 'Jordan Example' },
    },
  };
}

describe('retention and the signature', () => {
  it('drops the signature and keeps what the agent follows', () => {
    const reduced = reduceSubmitted(signedSubmitted(), new Date('2026-06-01T00:00:00Z'));
    expect(reduced.signature).toBeUndefined();
    expect(JSON.stringify(reduced)).not.toContain('Jordan Example');
    expect(reduced.payload.legalName).toBe('Example Fuel LLC');
    expect(reduced.submission?.merchantId).toBe('5');
  });
});
