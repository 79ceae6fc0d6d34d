// The merchant as the service returns it (POST 2xx body and GET; decisions 8, 9, 11, 12). This
// is data from a server we do not control, so parsing is lenient and NEVER throws: unknown fields
// are kept as received, a known field of the wrong type becomes null and its raw value is kept in
// `invalidFields` so the UI can show it as received (decisions 12), and an unknown status is kept
// verbatim (decisions 11).
import { z } from 'zod';
import { usableMerchantId } from './merchant-id';

/** The sandbox's status values (decisions 11). Others may appear and are shown as they are. */
export const knownStatuses = [
  'Submitted',
  'InReview',
  'PendingInfo',
  'Approved',
  'Declined',
  'Closed',
] as const;
export type KnownStatus = (typeof knownStatuses)[number];

const text = z
  .union([z.string(), z.number().transform(String)])
  .nullable()
  .catch(null);
const amount = z
  .union([
    z.number(),
    z
      .string()
      .regex(/^-?\d+(\.\d+)?$/)
      .transform(Number),
  ])
  .nullable()
  .catch(null);
const flag = z.boolean().nullable().catch(null);

/** Known fields and the type each is read as; missing or wrong-typed values read as null. */
const knownShape = {
  id: text, // integer in the sandbox (decisions 12); kept as text for storage
  xmid: text, // "string of digits", but a number would lose leading zeros only, so accept it
  appId: text,
  referenceId: text, // matched against drafts after an uncertain send (decisions 9, 10)
  legalName: text,
  dateAdded: text, // ISO 8601 without zone; shown as received, never reinterpreted
  dateApproved: text,
  dateClosed: text,
  status: text,
  statusReason: text,
  fundingDelayDays: amount,
  fundingDailyMax: amount,
  fundingMonthlyMax: amount,
  fundingTransactionMax: amount,
  fundingOnHold: flag,
};
const knownFields = Object.keys(knownShape) as (keyof typeof knownShape)[];

const RecordFieldsSchema = z.looseObject(knownShape);

function isRecordObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

type KnownRecordFields = { [K in keyof typeof knownShape]: z.output<(typeof knownShape)[K]> };

/** A merchant read from the service: known fields typed, every other field as received. */
export type MerchantRecord = KnownRecordFields & {
  /**
   * `id` in text form, the key local records use; null when the service sent no id or one that
   * cannot be stored or sent (merchant-id.ts, decisions 20).
   */
  merchantId: string | null;
  /** True for one of `knownStatuses`; other statuses are still kept verbatim in `status`. */
  isKnownStatus: boolean;
  /** Known fields that came with an unexpected type, by name, with the value as received. */
  invalidFields: Record<string, unknown>;
  /** False when the body was not a JSON object at all (then every field is null). */
  isObject: boolean;
  [field: string]: unknown;
};

export const MerchantRecordSchema = z.unknown().transform((input): MerchantRecord => {
  const raw = isRecordObject(input) ? input : {};
  const parsed = RecordFieldsSchema.safeParse(raw);
  // Cannot fail (every known field catches, `raw` is an object); the fallback keeps it total.
  const fields = parsed.success ? parsed.data : RecordFieldsSchema.parse({});
  const invalidFields: Record<string, unknown> = {};
  for (const name of knownFields) {
    const value = raw[name];
    if (value !== undefined && value !== null && fields[name] === null) invalidFields[name] = value;
  }
  const status = fields.status;
  return {
    ...fields,
    merchantId: usableMerchantId(fields.id),
    isKnownStatus: status !== null && (knownStatuses as readonly string[]).includes(status),
    invalidFields,
    isObject: isRecordObject(input),
  };
});

/** Reads a merchant from a service body. Never throws, whatever it is given. */
export function parseMerchantRecord(raw: unknown): MerchantRecord {
  const result = MerchantRecordSchema.safeParse(raw);
  return result.success ? result.data : MerchantRecordSchema.parse(null);
}
