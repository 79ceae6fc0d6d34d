// The signature's two rules (decisions 45, 46), decided here once for core and the renderer: when
// queueing waits for a valid signature, and whether a signature still counts. Hashing stays with
// each side (node:crypto in core, WebCrypto in the renderer); the decision over the hash is here.
import type { MerchantVariant } from '../merchant/validate';
import type { SignatureEvidence } from './signature-schema';
import type { SignatureState } from './sign-request-schema';

/**
 * Whether queueing an application of `variant` waits for a valid signature, where
 * `isSignatureRequired` is the destination environment's switch: QuickStart never does.
 */
export function isSignatureGated(
  isSignatureRequired: boolean | undefined,
  variant: MerchantVariant,
): boolean {
  return isSignatureRequired === true && variant !== 'quickstart';
}

/**
 * none / valid / voided. `saltedHashNow` is SHA-256(salt bytes || canonical payload text) of the
 * payload as it is now, with the evidence's own salt; undefined when there is no salt to use.
 */
export function signatureStateFrom(
  evidence: Pick<SignatureEvidence, 'payloadSalt' | 'payloadSha256'> | undefined,
  saltedHashNow: string | undefined,
): SignatureState {
  if (evidence === undefined) return 'none';
  // Evidence from before salting cannot be checked: it no longer counts (decisions 46).
  if (evidence.payloadSalt === undefined || saltedHashNow === undefined) return 'voided';
  return saltedHashNow === evidence.payloadSha256 ? 'valid' : 'voided';
}

/**
 * What the agreement for an environment and language is now, as a signature is bound to it: the
 * SHA-256 of its text and the organisation's version label (null without one). Undefined when
 * there is no text in that language any more.
 */
export interface AgreementStamp {
  sha256: string;
  version: string | null;
}

/**
 * Whether the agreement a signature was taken under is no longer the one shown for its
 * environment and language (decisions 85): its text or its version changed, or it is gone. A
 * signature stays bound to the version it was taken under; a draft queued where signatures are
 * required then asks for a new one. Evidence made before signatures recorded their language
 * counts as before: it was never bound to a version.
 */
export function isAgreementChangedSince(
  evidence: Pick<SignatureEvidence, 'agreementSha256' | 'agreementVersion' | 'agreementLanguage'>,
  now: AgreementStamp | undefined,
): boolean {
  if (evidence.agreementLanguage === undefined) return false;
  if (now === undefined) return true;
  return (
    now.sha256 !== evidence.agreementSha256 || now.version !== (evidence.agreementVersion ?? null)
  );
}
