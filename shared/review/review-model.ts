// The review with the merchant: everything that will be sent, in plain words, section by section
// in the form's order (form-sections.ts). The review screen and the PDF both render this one model,
// so what the merchant reads on the laptop and what they take away say the same thing. Pure and
// cheap: it reads the payload field by field (no schema parse of the whole payload), because the
// review of a 10-owner application must open at once. Values are shown as stored; anything the
// rules would reject is shown as typed (the review never hides what would be sent).
import type { DraftPayload, DraftPricing, DraftVariant } from '../drafts/draft-schema';
import { currentPricing, pricingWords } from '../policy/invite-catalogue';
import { defaultCodeTables } from '../codes/code-tables';
import type { CodeTableName, CodeTables } from '../codes/code-tables-schema';
import {
  fundingAccountFields,
  ownerFields,
  topLevelFields,
  type FundingAccountField,
  type OwnerField,
} from '../merchant/merchant-fields';
import type { FieldKind } from '../merchant/field-kind';
import { formatPhone } from '../merchant/normalize';
import {
  accountLabels,
  ownerLabels,
  sections,
  topLevelLabels,
  type SectionId,
  type TopLevelName,
} from './form-sections';

export interface ReviewRow {
  /** Where the value is, in the `owner[0].ssn` notation (decisions 17). */
  path: string;
  /** Sentence case, as the form labels it ("Date of birth"). */
  label: string;
  /** Plain words: code names, dates in words, "85%", a formatted phone. */
  value: string;
  /** Only for SSN, tax id and account numbers: "•••• 6789", shown until the agent reveals it. */
  masked?: string;
  /**
   * The value as data, where its words depend on the reader's language (decisions 99): a date,
   * a percentage, yes or no, or the agreed pricing in place of the invite code. `value` is its
   * English words; a screen in another language formats this instead.
   */
  typed?: ReviewValue;
}

export type ReviewValue =
  | { kind: 'date'; year: number; month: number; day: number }
  | { kind: 'percent'; percent: number }
  | { kind: 'boolean'; value: boolean }
  | { kind: 'pricing' }
  /** A code named from a code table: the built-in tables' names follow the language. */
  | { kind: 'code'; table: CodeTableName; code: number; label: string };

/** A numbered entry of a list: "Owner 1", "Account 2". */
export interface ReviewGroup {
  title: string;
  /** `owner[0]`, `fundingAccount[1]`. */
  path: string;
  rows: ReviewRow[];
}

export interface ReviewSection {
  id: SectionId;
  title: string;
  rows: ReviewRow[];
  groups: ReviewGroup[];
}

export interface ReviewDocument {
  /** "Legal name (DBA)", or whichever of the two is there. */
  title: string;
  legalName: string;
  dba: string;
  variant: DraftVariant;
  /** Sections with nothing entered are left out. */
  sections: ReviewSection[];
}

const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** The code tables a code field's values are named from (decisions 15). */
const codeTableOf: Partial<Record<string, CodeTableName>> = {
  businessType: 'businessType',
  delivery: 'delivery',
  legalCorporationType: 'legalCorporationType',
  taxIdType: 'taxIdType',
  processor: 'processor',
  accountType: 'accountType',
  achMethod: 'achMethod',
  discountPaid: 'discountPaid',
};

/** Fields shown masked until revealed: the last four digits only. */
const maskedKinds: ReadonlySet<FieldKind> = new Set(['ssn', 'taxId', 'accountNumber']);

/** The JSON pass-through fields, named for the review (they are sent, so they are shown). */
const passThroughLabels: Record<string, string> = {
  portfolio: 'Portfolio',
  program: 'Program',
  tags: 'Tags',
  compLabel: 'Comp label',
  initiatorMeta: 'Initiator details',
};

function isEmpty(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  );
}

/** "1975-03-04" or "1975-03-04T00:00:00" -> "March 4, 1975"; anything else as typed. */
export function dateInWords(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/.exec(value);
  if (!match) return value;
  const month = months[Number(match[2]) - 1];
  const day = Number(match[3]);
  if (month === undefined || day < 1 || day > 31) return value;
  return `${month} ${day}, ${Number(match[1])}`;
}

/** "•••• 6789": the last four characters of a number; nothing more for shorter ones. */
export function maskedValue(value: string): string {
  const digits = value.replace(/\s/g, '');
  return digits.length <= 4 ? '••••' : `•••• ${digits.slice(-4)}`;
}

function codeName(table: CodeTableName, value: unknown, tables: CodeTables): string {
  const code = typeof value === 'number' ? value : Number(value);
  if (!Number.isInteger(code)) return String(value);
  const entry = tables.tables[table].find((candidate) => candidate.code === code);
  return entry ? entry.label : `Code ${code}`;
}

function words(name: string, kind: FieldKind, value: unknown, tables: CodeTables): string {
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'object') return JSON.stringify(value);
  const table = codeTableOf[name];
  if (kind === 'code' && table !== undefined) return codeName(table, value, tables);
  const text = String(value);
  switch (kind) {
    case 'birthDate':
    case 'pastDate':
      return dateInWords(text);
    case 'percent':
    case 'ownership':
      return /^-?\d+(\.\d+)?$/.test(text) ? `${text}%` : text;
    case 'phone':
      return formatPhone(text);
    case 'ssn':
      return /^\d{9}$/.test(text)
        ? `${text.slice(0, 3)}-${text.slice(3, 5)}-${text.slice(5)}`
        : text;
    case 'taxId':
      return /^\d{9}$/.test(text) ? `${text.slice(0, 2)}-${text.slice(2)}` : text;
    default:
      return text;
  }
}

/** The value as data where its words follow the language (dates, percentages, yes and no). */
function typedOf(kind: FieldKind, value: unknown): ReviewValue | undefined {
  if (typeof value === 'boolean') return { kind: 'boolean', value };
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const text = String(value);
  if (kind === 'birthDate' || kind === 'pastDate') {
    const match = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/.exec(text);
    if (!match || dateInWords(text) === text) return undefined;
    return { kind: 'date', year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  }
  if ((kind === 'percent' || kind === 'ownership') && /^-?\d+(\.\d+)?$/.test(text))
    return { kind: 'percent', percent: Number(text) };
  return undefined;
}

/** A code the environment's (or the built-in) table names, as data beside its English name. */
function codeOf(
  name: string,
  kind: FieldKind,
  value: unknown,
  tables: CodeTables,
): ReviewValue | undefined {
  const table = codeTableOf[name];
  if (kind !== 'code' || table === undefined) return undefined;
  const code = typeof value === 'number' ? value : Number(value);
  const entry = tables.tables[table].find((candidate) => candidate.code === code);
  return entry === undefined ? undefined : { kind: 'code', table, code, label: entry.label };
}

function rowOf(
  path: string,
  name: string,
  label: string,
  kind: FieldKind,
  value: unknown,
  tables: CodeTables,
): ReviewRow {
  const row: ReviewRow = { path, label, value: words(name, kind, value, tables) };
  if (maskedKinds.has(kind)) row.masked = maskedValue(String(value));
  const typed = typedOf(kind, value) ?? codeOf(name, kind, value, tables);
  if (typed !== undefined) row.typed = typed;
  return row;
}

function listOf(value: unknown): Record<string, unknown>[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (entry): entry is Record<string, unknown> =>
      typeof entry === 'object' && entry !== null && !Array.isArray(entry),
  );
}

function groupsOf<F extends string>(
  list: Record<string, unknown>[],
  key: 'owner' | 'fundingAccount',
  noun: string,
  fields: Record<F, { kind: FieldKind }>,
  labels: Record<F, string>,
  tables: CodeTables,
): ReviewGroup[] {
  const names = Object.keys(fields) as F[];
  return list.map((entry, index) => {
    const rows: ReviewRow[] = [];
    for (const name of names) {
      const value = entry[name];
      if (isEmpty(value)) continue;
      rows.push(
        rowOf(`${key}[${index}].${name}`, name, labels[name], fields[name].kind, value, tables),
      );
    }
    return { title: `${noun} ${index + 1}`, path: `${key}[${index}]`, rows };
  });
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** A merchant category code's published name, or undefined when the list does not name it. */
export type CategoryNameOf = (code: string) => string | undefined;

/** The category's name first, its code after: underwriting reads the code, the merchant the name. */
function categoryWords(value: unknown, categoryName: CategoryNameOf): string | undefined {
  const text = String(value).trim();
  if (!/^\d{1,4}$/.test(text)) return undefined;
  const name = categoryName(text);
  return name ? `${name} (${text.padStart(4, '0')})` : undefined;
}

/**
 * The review of `payload` under `variant`'s form. `tables`: the environment's code tables when it
 * supplies its own (decisions 15), else the shipped ones. `pricing`: the draft's kept catalogue
 * words (decisions 87), shown in place of the bare invite code while they are for that code.
 * `categoryName`: the merchant category's published name; the list lives in core (decisions 102),
 * so the PDF passes core's own lookup and the review screen the name it asked core for. Without
 * it the category shows as its code.
 */
export function buildReview(
  payload: DraftPayload,
  variant: DraftVariant,
  tables: CodeTables = defaultCodeTables,
  pricing?: DraftPricing,
  categoryName: CategoryNameOf = () => undefined,
): ReviewDocument {
  const bySection = new Map<SectionId, ReviewSection>(
    sections.map(({ id, title }) => [id, { id, title, rows: [], groups: [] }]),
  );
  for (const name of Object.keys(topLevelLabels) as TopLevelName[]) {
    const value = payload[name];
    if (isEmpty(value)) continue;
    const { label, section } = topLevelLabels[name];
    bySection
      .get(section)!
      .rows.push(rowOf(name, name, label, topLevelFields[name].kind, value, tables));
  }
  for (const [name, label] of Object.entries(passThroughLabels)) {
    const value = payload[name];
    if (isEmpty(value)) continue;
    bySection.get('business')!.rows.push(rowOf(name, name, label, 'json', value, tables));
  }
  bySection.get('owners')!.groups = groupsOf<OwnerField>(
    listOf(payload.owner),
    'owner',
    'Owner',
    ownerFields,
    ownerLabels,
    tables,
  );
  bySection.get('funding')!.groups = groupsOf<FundingAccountField>(
    listOf(payload.fundingAccount),
    'fundingAccount',
    'Account',
    fundingAccountFields,
    accountLabels,
    tables,
  );
  const category = isEmpty(payload.category)
    ? undefined
    : categoryWords(payload.category, categoryName);
  if (category !== undefined) {
    const row = bySection
      .get(topLevelLabels.category.section)!
      .rows.find((candidate) => candidate.path === 'category');
    if (row) row.value = category;
  }
  const agreed = currentPricing(pricing, payload);
  if (agreed !== undefined) {
    const rows = bySection.get(topLevelLabels.inviteCode.section)!.rows;
    const at = rows.findIndex((row) => row.path === 'inviteCode');
    if (at >= 0)
      rows[at] = {
        path: 'inviteCode',
        label: 'Pricing',
        value: pricingWords(agreed),
        typed: { kind: 'pricing' },
      };
  }
  const legalName = text(payload.legalName);
  const dba = text(payload.locationName);
  const title =
    legalName !== '' && dba !== '' && dba !== legalName
      ? `${legalName} (${dba})`
      : legalName || dba || 'Untitled application';
  return {
    title,
    legalName,
    dba,
    variant,
    sections: [...bySection.values()].filter(
      (section) => section.rows.length > 0 || section.groups.length > 0,
    ),
  };
}
