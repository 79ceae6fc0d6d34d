// The index snapshot on disk (`index.json`): one JSON object whose entries carry an HMAC-SHA256
// keyed from the draft data key. The entries are summaries the store derived from drafts it had
// already validated, so once the code proves the bytes are exactly what this store wrote, a second
// zod pass over every entry is spent for nothing: at 10,000 drafts it was a third of the open time
// (STYLE.md 7 still holds: the check is at the disk boundary, it is just a cheaper one). A snapshot
// whose code does not verify (damaged, edited by hand, written under another key) is damage: it
// is quarantined and the index rebuilt from the draft files, which are the truth.
//
// Layout, entries last so they can be authenticated without a parse:
//   {"format":2,"generation":7,"mac":"<base64url>","entries":[[<revision>,<id>,<legalName>,...],...]}
// The mac covers `<generation>:<entries text>`, so an old generation cannot be replayed as new.
// Format 1 (no mac, entries as flat records) is still read, entry by entry through zod, and
// rewritten as format 2 on that open.
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { DraftSummarySchema, type DraftSummary } from '../../../shared/drafts/draft-schema';
import { indexEntry, type IndexEntry } from './draft-list';

export const indexSnapshotName = 'index.json';

/**
 * Names the shape of a trusted entry. Bump it whenever DraftSummarySchema changes: a snapshot of
 * another format is never trusted (an older one is rebuilt from the draft files).
 */
export const snapshotFormat = 2;

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
];

const closingBrace = 0x7d;
const headerPattern = new RegExp(
  `^\\{"format":${snapshotFormat},"generation":(\\d{1,15}),"mac":"([\\w-]{43})","entries":`,
);

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
      /** False for a format 1 snapshot, which the open rewrites. */
      isCurrentFormat: boolean;
    }
  | { kind: 'damaged'; reason: string };

/** The snapshot's own key, so the data key itself never signs anything but draft files. */
export function indexKeyOf(dataKey: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', dataKey, Buffer.alloc(0), 'boarding-desk index.json', 32));
}

export function encodeSnapshot(
  key: Buffer,
  generation: number,
  entries: Iterable<IndexEntry>,
): string {
  const records: SnapshotRecord[] = [];
  for (const { revision, summary: s } of entries) {
    records.push([
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
    ]);
  }
  const text = JSON.stringify(records);
  const mac = macOf(key, generation, Buffer.from(text));
  return `{"format":${snapshotFormat},"generation":${generation},"mac":"${mac}","entries":${text}}`;
}

/** Decodes the bytes of index.json. Bytes, not text: the code is checked before anything is decoded. */
export function decodeSnapshot(key: Buffer, bytes: Buffer): DecodedSnapshot {
  const header = headerPattern.exec(bytes.subarray(0, 120).toString('latin1'));
  if (!header) return decodeLegacy(bytes.toString('utf8'));
  const generation = Number(header[1]);
  const body = bytes.subarray(header[0].length, bytes.length - 1);
  const expected = Buffer.from(macOf(key, generation, body));
  const actual = Buffer.from(header[2]!);
  if (bytes.at(-1) !== closingBrace || !timingSafeEqual(expected, actual))
    return { kind: 'damaged', reason: 'index snapshot does not match its authentication code' };
  const records = parseJson(body.toString('utf8'));
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
    entries.set(r[1], indexEntry(summary, r[0]));
  }
  return { kind: 'ok', generation, entries, isCurrentFormat: true };
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
