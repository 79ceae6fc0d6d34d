// Signing at the table (decisions 45, 46). The renderer sends who signs, the mark and the hashes
// of the review and agreement it SHOWED; this re-reads the stored draft behind its queue, computes
// both hashes itself and records the evidence only when they match, so a signature is always
// bound to exactly what the merchant saw and what the outbox will send. The evidence records the
// SALTED hash (a fresh random salt per signature, kept in the encrypted draft), since that value is
// printed on the PDF (decisions 45). The audit line holds ids only: no name, mark or hash of
// anything lands in a plain file.
import type { Draft } from '../../../shared/drafts/draft-schema';
import type { Settings } from '../../../shared/ipc/settings-schema';
import { err, ok, type Result } from '../../../shared/result';
import { agreementTextFor } from '../../../shared/review/agreement';
import type { SignRequest } from '../../../shared/review/sign-request-schema';
import { SignatureEvidenceSchema } from '../../../shared/review/signature-schema';
import type { AuditLog } from '../audit/audit-log';
import type { Clock } from '../ports';
import { localIsoWithOffset, localTimeZone } from './local-time';
import type { SignableDrafts } from './signable-drafts';
import {
  newPayloadSalt,
  payloadSha256Of,
  saltedPayloadSha256Of,
  sha256Hex,
} from './signature-state';

export interface SigningServiceOptions {
  /** The open workspace's draft store and audit log (opening may fail: a Result). */
  workspace: () => Promise<Result<{ drafts: SignableDrafts; audit: Pick<AuditLog, 'record'> }>>;
  settings: () => Settings;
  /** The environment's name as the agent knows it, recorded in the evidence. */
  environmentName: (environmentId: string) => string;
  appVersion: string;
  clock: Clock;
  /** The laptop's IANA zone; default the platform's. */
  timeZone?: () => string;
}

export interface SigningService {
  sign(request: SignRequest): Promise<Result<Draft>>;
  /**
   * The agreement text for an environment: Settings' text, else the sample (decisions 45). The
   * PDF and the review show this, and its SHA-256 goes into the evidence.
   */
  agreementText(environmentId: string): string;
}

export function createSigningService(options: SigningServiceOptions): SigningService {
  const timeZone = options.timeZone ?? localTimeZone;
  const agreementText = (environmentId: string) =>
    agreementTextFor(options.settings(), environmentId);

  async function sign(request: SignRequest): Promise<Result<Draft>> {
    const opened = await options.workspace();
    if (!opened.ok) return opened;
    const { drafts, audit } = opened.value;
    // Signed for where it would be sent now: the selected environment and its agreement.
    const environmentId = options.settings().environmentId;
    const signedAgreement = agreementText(environmentId);
    const agreementSha256 = sha256Hex(signedAgreement);
    if (agreementSha256 !== request.agreementSha256)
      return err('CONFLICT', 'The agreement text changed since it was shown: review it again.', {
        details: { reason: 'agreement-changed' },
      });
    const payloadSalt = newPayloadSalt();
    const signed = await drafts.sign(request.draftId, (draft) => {
      if (payloadSha256Of(draft) !== request.payloadSha256)
        return err('CONFLICT', 'The application changed since it was shown: review it again.', {
          details: { reason: 'changed-since-shown' },
        });
      const evidence = SignatureEvidenceSchema.safeParse({
        signerName: request.signerName,
        signerTitle: request.signerTitle,
        consent: true,
        signedAt: localIsoWithOffset(options.clock.now()),
        timeZone: timeZone(),
        payloadSha256: saltedPayloadSha256Of(draft, payloadSalt),
        payloadSalt,
        agreementSha256,
        agreementText: signedAgreement,
        appVersion: options.appVersion,
        environmentId,
        environmentName: options.environmentName(environmentId),
        mark: request.mark,
      });
      return evidence.success
        ? ok(evidence.data)
        : err('INTERNAL', 'The signature evidence could not be built.');
    });
    if (!signed.ok) return signed;
    await audit.record({
      environmentId,
      draftId: signed.value.id,
      referenceId: signed.value.referenceId,
      action: 'sign',
      attempt: 0,
      outcome: 'ok',
    });
    return signed;
  }

  return { sign, agreementText };
}
