// What a duplicate match says to the agent (decisions 30), in the agent's language (decisions 91):
// which kind of number is shared and with which application: "This tax ID is already submitted as
// merchant 3 on Nov 24 (Tony's Bistro LLC)". Used beside the field in the editor and in the
// question before queueing. One message per sentence, the kind of number and the other
// application's state chosen inside it (ICU select), since their words agree with the verb.
import type { DuplicateMatch, DuplicateOther } from '../../shared/drafts/duplicate-schema';
import { formatDay, type IntlShape } from '../i18n/format';
import { lifecycleKey } from './lifecycle';

function name(intl: IntlShape, other: DuplicateOther): string {
  return other.legalName.trim() === ''
    ? intl.formatMessage({ id: 'editorFrame.duplicate.noName' })
    : other.legalName;
}

/** One sentence for one match: the first other application, and how many more. */
export function duplicateSentence(intl: IntlShape, match: DuplicateMatch): string {
  const [first, ...rest] = match.others;
  if (!first) return '';
  const shared = { kind: match.kind, name: name(intl, first), more: rest.length };
  if (first.lifecycle === 'submitted' && first.merchantId !== undefined)
    return first.submittedAt
      ? intl.formatMessage(
          { id: 'editorFrame.duplicate.submittedOn' },
          { ...shared, merchantId: first.merchantId, day: formatDay(intl, first.submittedAt) },
        )
      : intl.formatMessage(
          { id: 'editorFrame.duplicate.submitted' },
          { ...shared, merchantId: first.merchantId },
        );
  return intl.formatMessage(
    { id: 'editorFrame.duplicate.elsewhere' },
    { ...shared, state: lifecycleKey(first.lifecycle) },
  );
}
