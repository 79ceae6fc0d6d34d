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
import type { MerchantLanguage } from '../../../shared/i18n/languages';
import { agreementFor, type Agreement } from '../../../shared/review/agreement';
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
  /**
   * The agreement in effect for an environment and language (the organisation's, else Settings',
   * else the sample; decisions 84). Default: Settings' text or the sample, in English.
   */
  agreement?: (environmentId: string, language: MerchantLanguage) => Agreement;
  /** Holds the organisation's settings still for the signing call (decisions 85). */
  lease?: (reason: 'signing') => () => void;
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
   * The agreement text for an environment in a language (English by default; decisions 45, 84,
   * 99), shown on the PDF of an application not signed yet; undefined when there is none in it.
   */
  agreementText(environmentId: string, language?: MerchantLanguage): string | undefined;
}

export function createSigningService(options: SigningServiceOptions): SigningService {
  const timeZone = options.timeZone ?? localTimeZone;
  const agreement =
    options.agreement ??
    ((environmentId: string, language: MerchantLanguage): Agreement =>
      agreementFor({ signing: options.settings().signing }, environmentId, language));

  async function sign(request: SignRequest): Promise<Result<Draft>> {
    // Nothing of the organisation's settings changes from the check of the agreement to the
    // evidence on disk: a policy read meanwhile waits for this lease (decisions 85).
    const release = options.lease?.('signing');
    try {
      return await signHeld(request);
    } finally {
      release?.();
    }
  }

  async function signHeld(request: SignRequest): Promise<Result<Draft>> {
    const opened = await options.workspace();
    if (!opened.ok) return opened;
    const { drafts, audit } = opened.value;
    // Signed for where it would be sent now: the selected environment and its agreement in the
    // language the merchant read.
    const environmentId = options.settings().environmentId;
    const language = request.agreementLanguage ?? 'en';
    const shown = agreement(environmentId, language);
    if (shown.text === null)
      return err(
        'INVALID_STATE',
        `There is no agreement text in "${language}" for this environment.`,
        {
          details: { reason: 'agreement-missing' },
        },
      );
    const signedAgreement = shown.text;
    const agreementSha256 = sha256Hex(signedAgreement);
    const isOtherVersion =
      request.agreementVersion !== undefined && request.agreementVersion !== shown.version;
    if (agreementSha256 !== request.agreementSha256 || isOtherVersion)
      return err('CONFLICT', 'The agreement changed since it was shown: review it again.', {
        details: { reason: 'agreement-changed' },
      });
    const payloadSalt = newPayloadSalt();
    const signed = await drafts.sign(request.draftId, (draft) => {
      if (payloadSha256Of(draft) !== request.payloadSha256)
        return err('CONFLICT', 'The application changed since it was shown: review it again.', {
          details: { reason: 'changed-since-shown' },
        });
      // The review was read in the language kept on the draft (decisions 99): a request from a
      // review shown before the merchant's language was changed (another window, a stale screen)
      // is refused as an outdated review is (the same reason, the same words on screen). A draft
      // from before the choice takes any language.
      if (draft.merchantLanguage !== undefined && draft.merchantLanguage !== language)
        return err(
          'CONFLICT',
          'The merchant’s language changed since the review was shown: review it again.',
          { details: { reason: 'changed-since-shown' } },
        );
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
        ...(shown.version !== null && { agreementVersion: shown.version }),
        agreementLanguage: language,
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

  return {
    sign,
    agreementText: (environmentId, language = 'en') =>
      agreement(environmentId, language).text ?? undefined,
  };
}
