// The numbers that make two applications the same merchant (decisions 30), as keyed digests: the
// tax id, each owner's SSN, each bank account (routing and account number together) and the legal
// name with the ZIP. Values are normalised first (shared/merchant/normalize.ts), so "93-1234567"
// and "931234567" match, and only well-formed values count. A digest is HMAC-SHA256 under a key
// derived from the draft data key by HKDF (RFC 5869), so the index file holds no number and no
// name: without the data key a 9-digit value cannot even be guessed by trying all of them.
import { createHmac, hkdfSync } from 'node:crypto';
import type { DuplicateKind } from '../../../shared/drafts/duplicate-schema';
import { formatFieldPath } from '../../../shared/merchant/field-path';
import { normalizeInput } from '../../../shared/merchant/normalize';

export interface DuplicateKey {
  kind: DuplicateKind;
  /** Where the value is in the payload, as in field errors (`owner[0].ssn`). */
  field: string;
  digest: string;
}

/** The duplicate index's own key: the data key itself only ever encrypts draft files. */
export function duplicateKeyOf(dataKey: Buffer): Buffer {
  return Buffer.from(
    hkdfSync('sha256', dataKey, Buffer.alloc(0), 'boarding-desk duplicate-index', 32),
  );
}

/** 128 bits of the HMAC, base64url: no collision among millions of values, a third of the size. */
export function digestOf(key: Buffer, kind: DuplicateKind, value: string): string {
  return createHmac('sha256', key)
    .update(`${kind}\u0000${value}`)
    .digest()
    .subarray(0, 16)
    .toString('base64url');
}

type Row = Record<string, unknown>;

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function digitsValue(kind: 'ssn' | 'taxId' | 'routingNumber' | 'accountNumber', value: unknown) {
  const normal = normalizeInput(kind, text(value));
  return /^\d+$/.test(normal) ? normal : null;
}

/** A legal name as the same merchant would be typed twice: case, spacing and punctuation aside. */
function nameKey(value: unknown): string {
  return text(value)
    .normalize('NFKD')
    .toLowerCase()
    .replace(/['\u2019`]/gu, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

function rowsOf(value: unknown): Row[] {
  return Array.isArray(value)
    ? value.map((row) => (typeof row === 'object' && row !== null ? (row as Row) : {}))
    : [];
}

/** Every duplicate key of a payload, read loosely: a half-typed draft counts with what it has. */
export function duplicateKeysOf(key: Buffer, payload: Row): DuplicateKey[] {
  const keys: DuplicateKey[] = [];
  const add = (kind: DuplicateKind, path: (string | number)[], value: string | null) => {
    if (value)
      keys.push({ kind, field: formatFieldPath(path), digest: digestOf(key, kind, value) });
  };
  add('taxId', ['taxId'], digitsValue('taxId', payload.taxId));
  rowsOf(payload.owner).forEach((owner, index) =>
    add('ssn', ['owner', index, 'ssn'], digitsValue('ssn', owner.ssn)),
  );
  rowsOf(payload.fundingAccount).forEach((account, index) => {
    const routing = digitsValue('routingNumber', account.routingNumber);
    const number = digitsValue('accountNumber', account.accountNumber);
    add(
      'bankAccount',
      ['fundingAccount', index, 'accountNumber'],
      routing && number ? `${routing}:${number}` : null,
    );
  });
  const name = nameKey(payload.legalName);
  const zip = /^\d{5}/.exec(normalizeInput('zip', text(payload.legalZip)))?.[0];
  add('nameZip', ['legalName'], name && zip ? `${name}:${zip}` : null);
  return keys;
}
