// The merchant's signature in the data layer (decisions 45, 46): the hashes the renderer shows and
// sends (WebCrypto SHA-256 of the same canonical text core hashes), the draft's signature state as
// the screen shows it, the per-environment signing settings, and the one call that signs.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Draft } from '../../shared/drafts/draft-schema';
import type { MerchantLanguage } from '../../shared/i18n/languages';
import { variantOf } from '../../shared/merchant/validate';
import { isSignatureRequiredIn, type Agreement } from '../../shared/review/agreement';
import { canonicalPayloadText } from '../../shared/review/canonical-payload';
import {
  isAgreementChangedSince,
  isSignatureGated,
  signatureStateFrom,
} from '../../shared/review/signature-rule';
import type { SignRequest, SignatureState } from '../../shared/review/sign-request-schema';
import { boarding } from '../ipc/boarding-client';
import { queryKeys } from './query-keys';
import { unwrap } from './unwrap';
import { useSettings } from './use-session';
import { useAgreement } from './use-policy';

/** SHA-256 of UTF-8 text, as 64 lower-case hex digits (WebCrypto: a secure context, loopback included). */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The hash core compares with: the payload as it would be sent, with the draft's referenceId. */
export function payloadSha256Of(draft: Pick<Draft, 'payload' | 'referenceId'>): Promise<string> {
  return sha256Hex(canonicalPayloadText(draft.payload, draft.referenceId));
}

/** SHA-256(salt bytes || canonical text as UTF-8): the evidence's salted hash (decisions 45). */
async function saltedPayloadSha256Of(
  draft: Pick<Draft, 'payload' | 'referenceId'>,
  saltHex: string,
): Promise<string> {
  const salt = Uint8Array.from(saltHex.match(/../g) ?? [], (pair) => parseInt(pair, 16));
  const text = new TextEncoder().encode(canonicalPayloadText(draft.payload, draft.referenceId));
  const bytes = new Uint8Array(salt.length + text.length);
  bytes.set(salt);
  bytes.set(text, salt.length);
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * none / valid / voided for the draft as cached (after each save the cache holds the saved
 * payload), by the rule core applies to the list and the outbox (shared/review/signature-rule.ts,
 * decisions 46).
 */
export function useSignatureState(draft: Draft): SignatureState | undefined {
  const evidence = draft.signature;
  const query = useQuery({
    queryKey: queryKeys.signatureState(draft.id, draft.updatedAt, evidence?.payloadSha256 ?? ''),
    queryFn: async (): Promise<SignatureState> => {
      const salt = evidence?.payloadSalt;
      return signatureStateFrom(
        evidence,
        salt === undefined ? undefined : await saltedPayloadSha256Of(draft, salt),
      );
    },
    staleTime: Infinity,
  });
  return evidence === undefined ? 'none' : query.data;
}

export interface SigningSettingsView {
  environmentId: string;
  /** Null: no agreement text in the merchant's language (never another language's in its place). */
  agreementText: string | null;
  /** The agreement as core answers it: its version, language and where it came from. */
  agreement: Agreement;
  isSignatureRequired: boolean;
}

/**
 * The agreement (the organisation's, Settings' or the sample, decisions 84) in a language, English
 * by default (the review asks for the merchant's, decisions 99), and the gate of an environment,
 * the selected one by default, once both are read.
 */
export function useSigningSettings(
  environmentId?: string,
  language: MerchantLanguage = 'en',
): SigningSettingsView | undefined {
  const settings = useSettings().data;
  const id = environmentId ?? settings?.environmentId;
  const agreement = useAgreement(id, language).data;
  if (settings === undefined || id === undefined || agreement === undefined) return undefined;
  return {
    environmentId: id,
    agreementText: agreement.text,
    agreement,
    isSignatureRequired: isSignatureRequiredIn(settings, id),
  };
}

/**
 * Whether the draft's signature was taken under an agreement that is no longer the one shown for
 * its environment and language (decisions 85), by the rule core's queue gate applies: the
 * agreement compared is the one in the language the merchant read (decisions 99), whatever
 * language `signing` is in.
 */
export function useIsAgreementOutdated(
  draft: Pick<Draft, 'signature'>,
  signing: SigningSettingsView | undefined,
): boolean {
  const evidence = draft.signature;
  const language = evidence?.agreementLanguage ?? 'en';
  const environmentId = signing?.environmentId;
  const shown = useAgreement(environmentId, language).data;
  const query = useQuery({
    queryKey: [...queryKeys.agreements, 'stamp', environmentId, language, shown?.text ?? null],
    queryFn: async () => (shown?.text == null ? null : await sha256Hex(shown.text)),
    enabled: shown !== undefined && environmentId !== undefined,
    staleTime: Infinity,
  });
  if (evidence === undefined || shown === undefined || query.data === undefined) return false;
  if (evidence.environmentId !== shown.environmentId) return false;
  return isAgreementChangedSince(
    evidence,
    query.data === null ? undefined : { sha256: query.data, version: shown.version },
  );
}

/** Whether queueing this draft now waits for a valid signature: QuickStart never does. */
export function isSignatureNeeded(
  draft: Pick<Draft, 'payload' | 'variant'>,
  signing: SigningSettingsView | undefined,
): boolean {
  return isSignatureGated(signing?.isSignatureRequired, variantOf(draft.payload));
}

/** signing:sign; the signed draft replaces the cached one and the lists are read again. */
export function useSignDraft() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: SignRequest) => unwrap(boarding.signing.sign(request)),
    onSuccess: (draft) => {
      client.setQueryData(queryKeys.draft(draft.id), draft);
      void client.invalidateQueries({
        queryKey: queryKeys.drafts,
        predicate: (cached) => cached.queryKey[1] === 'list',
      });
    },
  });
}

/**
 * drafts:setMerchantLanguage (decisions 99): the merchant's language kept on the draft; the draft
 * as stored replaces the cached one.
 */
export function useSetMerchantLanguage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: { id: string; language: MerchantLanguage }) =>
      unwrap(boarding.drafts.setMerchantLanguage(request)),
    onSuccess: (draft) => client.setQueryData(queryKeys.draft(draft.id), draft),
  });
}
