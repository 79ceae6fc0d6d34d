// The words of the pricing plans (decisions 86, 87): the editor's picker and the warning beside the
// invite code, and Settings' "Pricing plans", in the agent's language (decisions 91): the
// sentences live in the `catalogue` catalogue. Core answers how a code stands. A plan's label and
// summary come from the organisation's file or the agent: data, passed in and never translated.
import type { CatalogueEntry, InviteCodeStanding } from '../../shared/policy/invite-catalogue';
import type { InviteCatalogueEntry } from '../../shared/policy/policy-schema';
import { formatDayOfYear, type IntlShape } from '../i18n/format';

export function planSearchLabel(intl: IntlShape): string {
  return intl.formatMessage({ id: 'catalogue.searchLabel' });
}

export function planListLabel(intl: IntlShape): string {
  return intl.formatMessage({ id: 'catalogue.listLabel' });
}

/** Every invite code makes the application QuickStart (decisions 14): the product's name. */
export const quickStartMark = 'QuickStart';

/** "Mar 31, 2026" for a plan's ISO day, read as the agent's local day. */
function planDay(intl: IntlShape, iso: string): string {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return formatDayOfYear(intl, new Date(year, month - 1, day));
}

/** "Valid until Mar 31, 2026", "Valid from ...", "Valid Mar 1 ... to ...", "No end date". */
export function validityWords(intl: IntlShape, entry: InviteCatalogueEntry): string {
  const { validFrom: from, validUntil: until } = entry;
  if (from && until)
    return intl.formatMessage(
      { id: 'catalogue.valid.between' },
      { from: planDay(intl, from), until: planDay(intl, until) },
    );
  if (until)
    return intl.formatMessage({ id: 'catalogue.valid.until' }, { until: planDay(intl, until) });
  if (from)
    return intl.formatMessage({ id: 'catalogue.valid.from' }, { from: planDay(intl, from) });
  return intl.formatMessage({ id: 'catalogue.valid.noEnd' });
}

/** After a plan's validity: whether it holds today. */
export function standingMark(
  intl: IntlShape,
  standing: 'valid' | 'expired' | 'not-yet-valid',
): string {
  if (standing === 'valid') return '';
  return intl.formatMessage({
    id: standing === 'expired' ? 'catalogue.mark.expired' : 'catalogue.mark.notYetValid',
  });
}

/** Who keeps the plan: "Set by Acme Payments IT" or "Your own". */
export function keeperWords(intl: IntlShape, plan: CatalogueEntry): string {
  return plan.managedBy !== undefined
    ? intl.formatMessage({ id: 'catalogue.keeper.setBy' }, { keeper: plan.managedBy })
    : intl.formatMessage({ id: 'catalogue.keeper.own' });
}

/** Under the search while its list is closed. */
export function planSearchResting(intl: IntlShape): string {
  return intl.formatMessage({ id: 'catalogue.resting' });
}

/** Under the search while its list is open. */
export function planSearchCount(
  intl: IntlShape,
  query: string,
  total: number,
  shown: number,
): string {
  if (query.trim() === '')
    return total > shown
      ? intl.formatMessage({ id: 'catalogue.count.firstOfAll' }, { shown, total })
      : intl.formatMessage({ id: 'catalogue.count.all' }, { total });
  if (total === 0)
    return intl.formatMessage({ id: 'catalogue.count.none' }, { query: query.trim() });
  if (total > shown)
    return intl.formatMessage({ id: 'catalogue.count.firstMatching' }, { shown, total });
  return intl.formatMessage({ id: 'catalogue.count.matching' }, { total });
}

/** Left under the search when the agent moved on without choosing. */
export function planLeftNote(
  intl: IntlShape,
  left: { query: string; total: number },
  code: string,
): string {
  return intl.formatMessage(
    { id: left.total === 0 ? 'catalogue.left.noMatch' : 'catalogue.left.notChosen' },
    { query: left.query.trim(), hasCode: code === '' ? 'no' : 'yes', code },
  );
}

/** The picker's mark on the plan whose code is in the box. */
export function currentCodeMark(intl: IntlShape): string {
  return intl.formatMessage({ id: 'catalogue.currentCode' });
}

/**
 * Beside the invite code: why it is warned (never sent without a yes), or, for a valid plan,
 * its validity (the plan's label and summary, data, are shown beside it by the field).
 */
export function codeStandingWords(
  intl: IntlShape,
  standing: InviteCodeStanding,
  plan: CatalogueEntry | undefined,
): string {
  switch (standing) {
    case 'valid':
      return plan
        ? intl.formatMessage(
            { id: 'catalogue.standing.valid' },
            { validity: validityWords(intl, plan.entry) },
          )
        : '';
    case 'expired':
      return intl.formatMessage(
        { id: 'catalogue.standing.expired' },
        { plan: plan?.entry.label ?? '', day: planDay(intl, plan?.entry.validUntil ?? '') },
      );
    case 'not-yet-valid':
      return intl.formatMessage(
        { id: 'catalogue.standing.notYetValid' },
        { plan: plan?.entry.label ?? '', day: planDay(intl, plan?.entry.validFrom ?? '') },
      );
    case 'unknown':
      return intl.formatMessage({ id: 'catalogue.standing.unknown' });
    case 'no-plans':
      return '';
  }
}

/** The question before queueing a warned code (decisions 86). */
export function confirmCodeWords(
  intl: IntlShape,
  standing: InviteCodeStanding,
  code: string,
): string {
  const why =
    standing === 'expired' ? 'expired' : standing === 'not-yet-valid' ? 'notYetValid' : 'unknown';
  return intl.formatMessage({ id: 'catalogue.confirm.text' }, { code, why });
}
