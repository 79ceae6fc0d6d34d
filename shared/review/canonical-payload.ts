// The text a signature is bound to (decisions 45): the payload exactly as the outbox would POST it,
// with its keys sorted at every level so the same application always gives the same text whatever
// order its keys were typed or stored in. Core hashes it with node:crypto, the renderer with
// WebCrypto (SHA-256 of the UTF-8 text); the two must agree, so this is the one place that builds it.
import { validateMerchant } from '../merchant/validate';

function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (typeof value !== 'object' || value === null) return value;
  const sorted: Record<string, unknown> = {};
  for (const key of Object.keys(value).sort()) {
    const entry = (value as Record<string, unknown>)[key];
    if (entry !== undefined) sorted[key] = sortedKeys(entry);
  }
  return sorted;
}

/**
 * What is sent: the shared schema's output (the same `validateMerchant` the outbox runs right
 * before it POSTs: blanks left out, formatting normalised) with the draft's fixed `referenceId`,
 * which the boarding client always puts in the body (decisions 10). A payload that does not pass
 * yet is taken as stored, so an unfinished application still has one stable text.
 */
export function canonicalPayloadText(payload: unknown, referenceId?: string): string {
  const validation = validateMerchant(payload);
  const sent: unknown = validation.ok ? validation.value : payload;
  const body =
    referenceId !== undefined && typeof sent === 'object' && sent !== null
      ? { ...sent, referenceId }
      : sent;
  return JSON.stringify(sortedKeys(body)) ?? 'null';
}
