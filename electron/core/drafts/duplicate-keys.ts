// The numbers that make two applications the same merchant (decisions 30), as keyed digests: the
// tax id, each owner's SSN, each bank account (routing and account number together) and the legal
// name with the ZIP. Values are normalised first (shared/merchant/normalize.ts), so "93-1234567"
// and "931234567" match, and only well-formed values count. A tax id of type SSN (a sole
// proprietor's) is a person's SSN: it is keyed as one, so it meets the same person as an owner. A digest is HMAC-SHA256 under a key
// derived from the draft data key by HKDF (RFC 5869), so the index file holds no number and no
// name: without the data key a 9-digit value cannot even be guessed by trying all of them.
import { createHmac, hkdfSync } from 'node:crypto';
import { codeEntries } from '../../../shared/codes/code-tables';
import type { DuplicateKind } from '../../../shared/drafts/duplicate-schema';
import { formatFieldPath } from '../../../shared/merchant/field-path';
import { normalizeInput } from '../../../shared/merchant/normalize';

export interface DuplicateKey {
  kind: DuplicateKind;
  /** Where the value is in the payload, as in field errors (`owner[0].ssn`). */
  field: string;
  digest: string;
}

/**
 * What the digests are made of. It names the index's key (below), and the index file is
 * authenticated under that key: a file whose digests were made another way no longer passes and
 * is rebuilt from the drafts. Changed whenever a digest's input changes (2: SSN-typed tax ids
 * keyed as SSNs, accents taken off names).
 */
const digestVersion = 2;

/** The duplicate index's own key: the data key itself only ever encrypts draft files. */
export function duplicateKeyOf(dataKey: Buffer): Buffer {
  return Buffer.from(
    hkdfSync(
      'sha256',
      dataKey,
      Buffer.alloc(0),
      `boarding-desk duplicate-index v${digestVersion}`,
      32,
    ),
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

/**
 * A legal name as the same merchant would be typed twice: case, spacing, punctuation and accents
 * aside ("Crème" is "Creme": NFKD splits the accent off as a combining mark, which goes).
 */
function nameKey(value: unknown): string {
  return text(value)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['\u2019`]/gu, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The taxIdType code the shipped tables call "SSN" (decisions 15). */
const ssnTaxIdType = codeEntries('taxIdType').find((entry) => entry.label === 'SSN')?.code;

/** Read loosely, as a draft may hold the code as text. */
function isSsnTaxId(value: unknown): boolean {
  return ssnTaxIdType !== undefined && String(value).trim() === String(ssnTaxIdType);
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
  add(
    isSsnTaxId(payload.taxIdType) ? 'ssn' : 'taxId',
    ['taxId'],
    digitsValue('taxId', payload.taxId),
  );
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
