// The evidence a signature leaves on a draft (decisions 45): who signed, when and where, which
// exact payload and agreement text (their SHA-256, the payload's salted), and the mark itself. Stored encrypted inside
// the draft like the rest of it. Bounds keep a hostile or broken renderer from storing megabytes:
// a real signature is a few dozen strokes of a few hundred points.
import { z } from 'zod';
import { MerchantLanguageSchema } from '../i18n/languages';
import { maxAgreementTextLength } from './signing-settings-schema';

const Sha256Schema = z.string().regex(/^[0-9a-f]{64}$/, 'A SHA-256 is 64 lower-case hex digits');
const SaltSchema = z.string().regex(/^[0-9a-f]{64}$/, 'A salt is 32 bytes as lower-case hex');

/** An IANA time zone name the platform knows ("America/New_York", "UTC"). */
export const TimeZoneSchema = z
  .string()
  .min(1)
  .max(64)
  .refine((name) => {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: name });
      return true;
    } catch {
      return false;
    }
  }, 'Not a time zone name');

export const maxSignatureStrokes = 200;
export const maxSignaturePointsPerStroke = 2000;

export const SignaturePointSchema = z.strictObject({
  x: z.number(),
  y: z.number(),
  /** Milliseconds, as the pad records them. */
  t: z.number().nonnegative(),
});
export type SignaturePoint = z.infer<typeof SignaturePointSchema>;

export const SignatureMarkSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('drawn'),
    width: z.number().int().min(1).max(4000),
    height: z.number().int().min(1).max(4000),
    strokes: z
      .array(z.array(SignaturePointSchema).min(1).max(maxSignaturePointsPerStroke))
      .min(1)
      .max(maxSignatureStrokes),
  }),
  z.strictObject({ kind: z.literal('typed'), text: z.string().trim().min(1).max(120) }),
]);
export type SignatureMark = z.infer<typeof SignatureMarkSchema>;

export const SignatureEvidenceSchema = z.strictObject({
  signerName: z.string().trim().min(1).max(120),
  signerTitle: z.string().trim().max(80),
  consent: z.literal(true),
  /** When it was signed, with the laptop's offset ("2026-11-26T14:33:00-05:00"). */
  signedAt: z.iso.datetime({ offset: true }),
  timeZone: TimeZoneSchema,
  /**
   * SHA-256 of `payloadSalt` (its 32 bytes) followed by canonicalPayloadText (UTF-8): the payload
   * exactly as it is sent. Salted because it is printed on the PDF beside everything but the
   * hidden digits, and an unsalted hash would let a reader of the paper test guesses offline.
   */
  payloadSha256: Sha256Schema,
  /**
   * 32 random bytes (hex) drawn at signing, kept only in the encrypted draft. Evidence without
   * one (made before salting) cannot be checked and counts as voided (decisions 46).
   */
  payloadSalt: SaltSchema.optional(),
  /** SHA-256 of the agreement text shown below the review (UTF-8). */
  agreementSha256: Sha256Schema,
  /**
   * The agreement text itself, as signed, so the PDF and the read-only review show what the
   * merchant agreed to rather than today's Settings text (decisions 50). Absent in evidence made
   * before it was kept. Bounded like the Settings field it comes from.
   */
  agreementText: z.string().max(maxAgreementTextLength).optional(),
  /**
   * The organisation's version label of the agreement signed, when it came from the
   * organisation's file (decisions 85). Absent for the agent's own Settings text and the sample.
   */
  agreementVersion: z.string().min(1).max(40).optional(),
  /**
   * The language of the agreement the merchant read. Present in evidence made since signatures
   * are bound to their agreement (decisions 85): such a signature asks to be taken again when the
   * agreement for its environment and language changes. Absent in older evidence, which counts
   * as before.
   */
  agreementLanguage: MerchantLanguageSchema.optional(),
  appVersion: z.string().min(1).max(40),
  environmentId: z.string().min(1).max(200),
  environmentName: z.string().min(1).max(200),
  mark: SignatureMarkSchema,
});
export type SignatureEvidence = z.infer<typeof SignatureEvidenceSchema>;
