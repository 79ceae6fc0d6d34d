// The listing index's entry and its bytes at rest, in one place (draft-index.ts keeps the entries
// live, appends the journal and compacts): what one entry holds, how a journal line and the
// snapshot are sealed, and how the snapshot is laid out and read back.
//
// Sealing. The index holds every legal and DBA name, and a sole proprietor's legal name is a
// person's name, so it is PII and never on disk in plaintext (decisions 26): AES-256-GCM
// (authenticated: a damaged or edited index fails to open and is rebuilt from the draft files)
// under a key derived from the index key, itself derived from the data key (indexKeyOf below), so
// the index opens exactly where the drafts do.
//
// The snapshot on disk (`index.json`). Format 3 (decisions 26): the entries, as one JSON
// array, encrypted with AES-256-GCM under a key derived from the draft data key
// (below), because they hold every legal and DBA name. GCM authenticates, so once
// the bytes open they are exactly what this store wrote, from summaries it had already validated,
// and a second zod pass over every entry is spent for nothing: at 10,000 drafts it was a third of
// the open time (conventions 8 still holds: the check is at the disk boundary, it is just a cheaper
// one). A snapshot that does not open (damaged, edited by hand, written under another key) is
// damage: it is quarantined and the index rebuilt from the draft files, which are the truth.
//
// Layout: a one-line JSON header, then the ciphertext bytes:
//   {"format":3,"generation":7,"iv":"<base64url>","tag":"<base64url>"}\n<ciphertext>
// The associated data binds the format and the generation written in the header, so a snapshot's
// generation cannot be edited. A whole older valid snapshot copied back over the current one is
// still accepted: harmless, because the open compares every entry's revision with the revisions
// in the draft file names and re-reads each draft whose entry is behind (draft-reconcile.ts).
// Older formats are read only as a one-time migration (decisions 26): format 2 (plaintext entries
// with an HMAC-SHA256) and format 1 (no code, flat records checked by zod one by one) are accepted
// until a format 3 snapshot has been written in the folder (draft-index.ts `index.sealed`), and
// one that fails to open is dropped, not quarantined: it is a cache rebuilt from the draft files,
// and a format 2 one holds names in plaintext.
import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  hkdfSync,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';
import { z } from 'zod';
import {
  DraftSummarySchema,
  type Draft,
  type DraftSummary,
} from '../../../shared/drafts/draft-schema';
import { isInOutbox } from '../../../shared/drafts/lifecycle';
import type { TrackedMerchant } from '../../../shared/status/status-schema';
import type { ListableEntry } from './draft-list';
import { merchantOf } from './merchant-record';

/**
 * Where a draft in the outbox goes and whether the outbox retries it by itself: the two facts
 * its start needs beyond the lifecycle, kept in the index so that a start decrypts no draft
 * (decisions 56). An environment id and a flag: nothing the agent typed.
 */
export interface OutboxFacts {
  environmentId?: string;
  isWaiting: boolean;
}

/**
 * What the index keeps of a draft beyond its listing fields, so that a start decrypts no draft:
 * where a draft in the outbox goes (decisions 56), and a submitted application's merchant as its
 * submission record describes it (merchant-record.ts `merchantOf`, decisions 101): its status,
 * reason, history and the service's details, sealed with the rest of the index.
 */
export interface IndexFacts {
  /**
   * Set for a draft in the outbox (queued, sending, needs attention). Absent there only in an
   * entry an earlier version wrote: the outbox's start then reads the draft itself, once.
   */
  outbox?: OutboxFacts;
  /**
   * Set for a submitted application: its merchant, or null when its record names none. Absent
   * there only in an entry an earlier version wrote: the status runner's start then reads the
   * draft itself, once, and the store keeps the answer here.
   */
  merchant?: TrackedMerchant | null;
}

/**
 * What the index keeps of `draft` beyond its summary (IndexFacts): where a draft in the outbox
 * goes (decisions 56), and a submitted application's merchant (decisions 101).
 */
export function indexFactsOf(draft: Draft): IndexFacts {
  if (draft.lifecycle === 'submitted') return { merchant: merchantOf(draft) ?? null };
  if (!isInOutbox(draft.lifecycle) || draft.trashedAt !== undefined) return {};
  const outbox: OutboxFacts = {
    ...(draft.destination !== undefined && { environmentId: draft.destination }),
    isWaiting: draft.needsAttention?.isWaiting === true,
  };
  return { outbox };
}

/** A listing entry plus the revision of the draft file it describes: what the index holds. */
export interface IndexEntry extends ListableEntry, IndexFacts {
  revision: number;
}

export function indexEntry(
  summary: DraftSummary,
  revision: number,
  { outbox, merchant }: IndexFacts = {},
): IndexEntry {
  return {
    summary,
    revision,
    ...(outbox !== undefined && { outbox }),
    ...(merchant !== undefined && { merchant }),
  };
}

// Sealing: one journal line, and the AES-GCM step the snapshot shares.
const ivLength = 12; // the GCM standard nonce size (NIST SP 800-38D)
const tagLength = 16;
const linePrefix = 'e1:';
const journalAad = Buffer.from('boarding-desk index journal line');

/** The AES-256-GCM key of the index, derived from its HMAC key so neither key serves two uses. */
export function indexSealKeyOf(indexKey: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', indexKey, Buffer.alloc(0), 'boarding-desk index aead', 32));
}

interface Sealed {
  iv: Buffer;
  tag: Buffer;
  body: Buffer;
}

function seal(key: Buffer, aad: Buffer, plaintext: Buffer): Sealed {
  const iv = randomBytes(ivLength);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(aad);
  const body = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return { iv, tag: cipher.getAuthTag(), body };
}

/** The plaintext, or null when the bytes are not exactly what `seal` wrote under this key. */
function unseal(key: Buffer, aad: Buffer, sealed: Sealed): Buffer | null {
  if (sealed.iv.length !== ivLength || sealed.tag.length !== tagLength) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, sealed.iv);
    decipher.setAAD(aad);
    decipher.setAuthTag(sealed.tag);
    return Buffer.concat([decipher.update(sealed.body), decipher.final()]);
  } catch {
    return null;
  }
}

/**
 * One journal line: `e1:` and base64url of iv, tag and ciphertext. The AAD is fixed, not the
 * journal's generation: a line appended while the journal rotates may land in the next
 * generation's file, and replaying it there is harmless (puts and removes are idempotent).
 */
export function sealLine(key: Buffer, text: string): string {
  const { iv, tag, body } = seal(key, journalAad, Buffer.from(text, 'utf8'));
  return `${linePrefix}${Buffer.concat([iv, tag, body]).toString('base64url')}`;
}

/**
 * The line's text: decrypted for a sealed line, as it is for a line of an older plaintext journal
 * (read once, then compacted away), null for a damaged one.
 */
export function unsealLine(key: Buffer, line: string): string | null {
  if (!line.startsWith(linePrefix)) return line.startsWith('{') ? line : null;
  const bytes = Buffer.from(line.slice(linePrefix.length), 'base64url');
  if (bytes.length < ivLength + tagLength) return null;
  const plaintext = unseal(key, journalAad, {
    iv: bytes.subarray(0, ivLength),
    tag: bytes.subarray(ivLength, ivLength + tagLength),
    body: bytes.subarray(ivLength + tagLength),
  });
  return plaintext === null ? null : plaintext.toString('utf8');
}

/** True for a journal line that is not sealed: an older app's plaintext line. */
export function isPlaintextLine(line: string): boolean {
  return !line.startsWith(linePrefix);
}

// The snapshot.
export const indexSnapshotName = 'index.json';

/**
 * Names the shape of a trusted entry. Bump it whenever DraftSummarySchema changes: a snapshot of
 * another format is never trusted (an older one is rebuilt from the draft files). Format 4 added
 * the outbox facts (decisions 56), the signature's state (decisions 46), the city (decisions 52)
 * and the example flag (decisions 55), each always present so positions never collide.
 */
export const snapshotFormat = 4;

/**
 * One entry: a flat array in DraftSummarySchema's key order, after the revision. Arrays, not
 * objects: the file is a third smaller and parses faster, and only this module reads it.
 */
type SnapshotRecord = [
  revision: number,
  id: string,
  legalName: string,
  dba: string,
  createdAt: string,
  updatedAt: string,
  lifecycle: DraftSummary['lifecycle'],
  errorCount: number,
  variant: DraftSummary['variant'],
  isTrashed: 0 | 1,
  trashedAt: string,
  /**
   * Only for a draft in the outbox: [environmentId or '', isWaiting] (OutboxFacts above),
   * else 0 (decisions 56).
   */
  outbox: [environmentId: string, isWaiting: 0 | 1] | 0,
  /** The signature's state, '' when unsigned (decisions 46): no hash or name. */
  signature: '' | 'valid' | 'voided',
  /** The merchant's city for the Submitted search (decisions 52). */
  city: string,
  /** The example application (decisions 55), else 0. */
  isExample: 0 | 1,
  /**
   * A submitted application's merchant, or null when it has none (IndexFacts, decisions 101);
   * 0 for any other draft. Absent in a snapshot an earlier version wrote: its submitted entries
   * are then read from their drafts once.
   */
  merchant?: TrackedMerchant | null | 0,
];

const closingBrace = 0x7d;
const newline = 0x0a;
const sealedHeaderPattern = new RegExp(
  `^\\{"format":${snapshotFormat},"generation":(\\d{1,15}),"iv":"([\\w-]{16})","tag":"([\\w-]{22})"\\}$`,
);
const macHeaderPattern = /^\{"format":2,"generation":(\d{1,15}),"mac":"([\w-]{43})","entries":/;

const LegacySnapshotSchema = z.object({
  format: z.literal(1),
  generation: z.number().int().nonnegative(),
  entries: z.array(z.unknown()),
});

export type DecodedSnapshot =
  | {
      kind: 'ok';
      generation: number;
      entries: Map<string, IndexEntry>;
      /** False for a format 1 or 2 snapshot, which the open rewrites. */
      isCurrentFormat: boolean;
    }
  /** `isOldFormat`: a format 1 or 2 snapshot that failed, dropped rather than quarantined. */
  | { kind: 'damaged'; reason: string; isOldFormat?: true };

/**
 * True for bytes that claim an older format: a format 2 or 3 header, or JSON of format 1 or 2.
 * Such a snapshot is dropped and the index rebuilt from the draft files.
 */
export function isOldFormatSnapshot(bytes: Buffer): boolean {
  return /^\{"format":[123],/.test(bytes.subarray(0, 12).toString('latin1'));
}

/** The snapshot's own key, so the data key itself never signs anything but draft files. */
/** The index's own key, so the data key itself never serves anything but draft files. */
export function indexKeyOf(dataKey: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', dataKey, Buffer.alloc(0), 'boarding-desk index.json', 32));
}

/** The bytes of index.json for `entries` at `generation`, sealed under `key` (indexKeyOf). */
export function encodeSnapshot(
  key: Buffer,
  generation: number,
  entries: Iterable<IndexEntry>,
): Buffer {
  const records: SnapshotRecord[] = [];
  for (const { revision, summary: s, outbox, merchant } of entries) {
    const record: SnapshotRecord = [
      revision,
      s.id,
      s.legalName,
      s.dba,
      s.createdAt,
      s.updatedAt,
      s.lifecycle,
      s.errorCount,
      s.variant,
      s.isTrashed ? 1 : 0,
      s.trashedAt ?? '',
      outbox ? [outbox.environmentId ?? '', outbox.isWaiting ? 1 : 0] : 0,
      s.signature ?? '',
      s.city ?? '',
      s.isExample === true ? 1 : 0,
      merchant === undefined ? 0 : merchant,
    ];
    records.push(record);
  }
  const plaintext = Buffer.from(JSON.stringify(records), 'utf8');
  const { iv, tag, body } = seal(indexSealKeyOf(key), aadOf(generation), plaintext);
  const header = `{"format":${snapshotFormat},"generation":${generation},"iv":"${iv.toString('base64url')}","tag":"${tag.toString('base64url')}"}\n`;
  return Buffer.concat([Buffer.from(header, 'latin1'), body]);
}

/** Decodes the bytes of index.json: nothing is parsed before the bytes are authenticated. */
export function decodeSnapshot(key: Buffer, bytes: Buffer): DecodedSnapshot {
  const headerEnd = bytes.subarray(0, 160).indexOf(newline);
  const sealed =
    headerEnd > 0
      ? sealedHeaderPattern.exec(bytes.subarray(0, headerEnd).toString('latin1'))
      : null;
  if (sealed) {
    const generation = Number(sealed[1]);
    const plaintext = unseal(indexSealKeyOf(key), aadOf(generation), {
      iv: Buffer.from(sealed[2]!, 'base64url'),
      tag: Buffer.from(sealed[3]!, 'base64url'),
      body: bytes.subarray(headerEnd + 1),
    });
    if (plaintext === null) return notAuthentic;
    return decodeRecords(plaintext, generation, true);
  }
  const mac = macHeaderPattern.exec(bytes.subarray(0, 120).toString('latin1'));
  if (!mac) {
    const legacy = decodeLegacy(bytes.toString('utf8'));
    if (legacy.kind === 'ok' || !isOldFormatSnapshot(bytes)) return legacy;
    return { kind: 'damaged', reason: legacy.reason, isOldFormat: true };
  }
  // Format 2: plaintext entries under an HMAC; read once, then rewritten sealed.
  const generation = Number(mac[1]);
  const body = bytes.subarray(mac[0].length, bytes.length - 1);
  const expected = Buffer.from(macOf(key, generation, body));
  const actual = Buffer.from(mac[2]!);
  if (bytes.at(-1) !== closingBrace || !timingSafeEqual(expected, actual))
    return { kind: 'damaged', reason: notAuthenticReason, isOldFormat: true };
  return decodeRecords(body, generation, false);
}

const notAuthenticReason = 'index snapshot does not match its authentication code';
const notAuthentic: DecodedSnapshot = { kind: 'damaged', reason: notAuthenticReason };

function aadOf(generation: number): Buffer {
  return Buffer.from(`index.json:${snapshotFormat}:${generation}`);
}

function decodeRecords(
  text: Buffer,
  generation: number,
  isCurrentFormat: boolean,
): DecodedSnapshot {
  const records = parseJson(text.toString('utf8'));
  if (!Array.isArray(records))
    return { kind: 'damaged', reason: 'index snapshot entries are not a JSON array' };
  const entries = new Map<string, IndexEntry>();
  // Authenticated: these are the store's own records, written from validated summaries. An
  // indexed loop and one object literal per entry: at 50,000 entries both show in the open time.
  for (let n = 0; n < records.length; n += 1) {
    const r = records[n] as SnapshotRecord;
    const summary: DraftSummary = {
      id: r[1],
      legalName: r[2],
      dba: r[3],
      createdAt: r[4],
      updatedAt: r[5],
      lifecycle: r[6],
      errorCount: r[7],
      variant: r[8],
      isTrashed: r[9] === 1,
    };
    if (r[10]) summary.trashedAt = r[10];
    if (r[12]) summary.signature = r[12];
    if (r[13]) summary.city = r[13];
    if (r[14] === 1) summary.isExample = true;
    const outbox = r[11];
    const merchant = r[15];
    entries.set(
      r[1],
      indexEntry(summary, r[0], {
        ...(outbox && {
          outbox: {
            ...(outbox[0] !== '' && { environmentId: outbox[0] }),
            isWaiting: outbox[1] === 1,
          },
        }),
        ...(merchant !== undefined && merchant !== 0 && { merchant }),
      }),
    );
  }
  return { kind: 'ok', generation, entries, isCurrentFormat };
}

function decodeLegacy(text: string): DecodedSnapshot {
  const snapshot = LegacySnapshotSchema.safeParse(parseJson(text));
  if (!snapshot.success)
    return { kind: 'damaged', reason: 'index snapshot is not valid JSON of the expected shape' };
  const entries = new Map<string, IndexEntry>();
  for (const raw of snapshot.data.entries) {
    // Entry by entry: a malformed one is skipped and reconciliation rebuilds it from its file.
    const summary = DraftSummarySchema.safeParse(raw);
    const revision = (raw as { revision?: unknown } | null)?.revision;
    if (summary.success && Number.isSafeInteger(revision) && (revision as number) > 0)
      entries.set(summary.data.id, indexEntry(summary.data, revision as number));
  }
  return { kind: 'ok', generation: snapshot.data.generation, entries, isCurrentFormat: false };
}

function macOf(key: Buffer, generation: number, entries: Buffer): string {
  return createHmac('sha256', key).update(`${generation}:`).update(entries).digest('base64url');
}

export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
