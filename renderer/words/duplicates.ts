// What a duplicate match says to the agent (decisions 30): which kind of number is shared and with
// which application: "This tax ID is already submitted as merchant 3 on Nov 24 (Tony's Bistro
// LLC)". Used beside the field in the editor and in the question before queueing.
import type { Lifecycle } from '../../shared/drafts/lifecycle';
import type {
  DuplicateKind,
  DuplicateMatch,
  DuplicateOther,
} from '../../shared/drafts/duplicate-schema';
import { dayWords } from './time';

const kindWords: Record<DuplicateKind, string> = {
  taxId: 'This tax ID is',
  ssn: 'This SSN is',
  bankAccount: 'This bank account is',
  nameZip: 'This legal name and ZIP code are',
};

const stateWords: Record<Lifecycle, string> = {
  draft: 'a draft',
  ready: 'an application ready to queue',
  queued: 'an application queued for submission',
  sending: 'an application being sent',
  submitted: 'a submitted application',
  rejected: 'an application that needs fixing',
  'needs-attention': 'an application that needs attention',
};

function name(other: DuplicateOther): string {
  return other.legalName.trim() === '' ? 'no legal name yet' : other.legalName;
}

/** Where the other application stands, in words. */
export function otherWords(other: DuplicateOther): string {
  if (other.lifecycle === 'submitted' && other.merchantId !== undefined)
    return `already submitted as merchant ${other.merchantId}${other.submittedAt ? ` on ${dayWords(other.submittedAt)}` : ''} (${name(other)})`;
  return `also in ${stateWords[other.lifecycle]}: “${name(other)}”`;
}

/** One sentence for one match: the first other application, and how many more. */
export function duplicateSentence(match: DuplicateMatch): string {
  const [first, ...rest] = match.others;
  if (!first) return '';
  const more = rest.length > 0 ? `, and in ${rest.length} more` : '';
  return `${kindWords[match.kind]} ${otherWords(first)}${more}.`;
}
