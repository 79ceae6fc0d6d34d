// Whether a draft's signature still counts (decisions 46): it is bound to the salted SHA-256 of the
// canonical payload text (shared/review/canonical-payload.ts), so any change to what would be sent
// voids it, and changing it back makes it count again. Computed from the draft itself, never
// stored, so no index or cache can disagree with the payload. The salt (decisions 45) keeps the
// hash printed on the PDF from confirming guesses of the digits the PDF hides.
import { createHash, randomBytes } from 'node:crypto';
import type { Draft } from '../../../shared/drafts/draft-schema';
import { canonicalPayloadText } from '../../../shared/review/canonical-payload';
import type { SignatureState } from '../../../shared/review/sign-request-schema';
import { signatureStateFrom } from '../../../shared/review/signature-rule';

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/**
 * Unsalted SHA-256 of the payload exactly as the outbox would send it, the draft's referenceId
 * included: what the renderer computes of what it showed, compared at signing and never stored.
 */
export function payloadSha256Of(draft: Pick<Draft, 'payload' | 'referenceId'>): string {
  return sha256Hex(canonicalPayloadText(draft.payload, draft.referenceId));
}

/** A new random salt for one signature: 32 bytes, hex. */
export function newPayloadSalt(): string {
  return randomBytes(32).toString('hex');
}

/** SHA-256(salt bytes || canonical payload text as UTF-8): what the evidence records. */
export function saltedPayloadSha256Of(
  draft: Pick<Draft, 'payload' | 'referenceId'>,
  saltHex: string,
): string {
  return createHash('sha256')
    .update(Buffer.from(saltHex, 'hex'))
    .update(canonicalPayloadText(draft.payload, draft.referenceId), 'utf8')
    .digest('hex');
}

/** none / valid / voided, by the rule the renderer shares (shared/review/signature-rule.ts). */
export function signatureStateOf(
  draft: Pick<Draft, 'payload' | 'referenceId' | 'signature'>,
): SignatureState {
  const salt = draft.signature?.payloadSalt;
  return signatureStateFrom(
    draft.signature,
    salt === undefined ? undefined : saltedPayloadSha256Of(draft, salt),
  );
}
