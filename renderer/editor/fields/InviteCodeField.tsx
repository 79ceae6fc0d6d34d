// The invite code (decisions 14, 86): the code box the agent may still type into freely, a search
// of the pricing plans of the environment the application goes to (SearchCombobox.tsx, the same
// picker as the category's, decisions 70), and beside the box the plan the code is, or why it is
// warned: expired, not valid yet, or not in the catalogue. A warned code is asked about again
// before it is queued, and core checks once more (decisions 86). The plans are read when the
// editor opens; the search's index is built once per catalogue.
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useWatch } from 'react-hook-form';
import { normalizeInput } from '../../../shared/merchant/normalize';
import {
  entryStanding,
  findEntry,
  inviteCodeStanding,
  isWarnedStanding,
  localDay,
  type CatalogueEntry,
} from '../../../shared/policy/invite-catalogue';
import { useCatalogue } from '../../data/use-catalogue';
import { useSettings } from '../../data/use-session';
import {
  codeStandingWords,
  keeperWords,
  planLeftNote,
  currentCodeMark,
  planListLabel,
  planSearchCount,
  planSearchLabel,
  planSearchResting,
  quickStartMark,
  standingMark,
  validityWords,
} from '../../words/catalogue';
import { planSearch, type PlanSearch } from '../catalogue/catalogue-search';
import { useNow } from '../../ui/use-now';
import { useIsReadOnly } from '../editor-store';
import type { FormValues } from '../form-values';
import { TextField } from './inputs';
import { SearchCombobox } from './SearchCombobox';

/**
 * Enough to scroll through (a plan takes three lines; four show at once); a longer list is
 * narrowed by typing more. Each shown plan is laid out and painted on every keystroke: with 20,
 * the catalogue-search bench's p95 to paint was 240-540 ms on a loaded machine, with 10 it is 49.
 */
const shownPlans = 10;

function PlanPicker({ search, code, today }: { search: PlanSearch; code: string; today: string }) {
  const intl = useIntl();
  const [query, setQuery] = useState('');
  return (
    <SearchCombobox<CatalogueEntry>
      id="plan-search"
      label={planSearchLabel(intl)}
      listLabel={planListLabel(intl)}
      className="plan-search"
      query={query}
      onQueryChange={setQuery}
      found={search.search(query, shownPlans)}
      selectedItem={search.all.find((plan) => plan.entry.code === code) ?? null}
      itemKey={(plan) => plan.entry.code}
      itemText={(plan) => `${plan.entry.label} ${plan.entry.code}`}
      field="inviteCode"
      value={code}
      renderOption={(plan) => {
        const standing = entryStanding(plan.entry, today);
        return (
          <>
            {/* A plan's label and summary are the organisation's words: data (decisions 93). */}
            <span className="plan-label" translate="no">
              {plan.entry.label}
            </span>{' '}
            <span className="plan-mark" translate="no">
              {quickStartMark}
            </span>{' '}
            <span className="plan-code">{plan.entry.code}</span>
            <span className="plan-summary" translate="no">
              {plan.entry.summary}
            </span>
            <span className={standing === 'valid' ? 'plan-meta' : 'plan-meta is-warning'}>
              {validityWords(intl, plan.entry)}
              {standingMark(intl, standing)} · {keeperWords(intl, plan)}
              {plan.entry.code === code && currentCodeMark(intl)}
            </span>
          </>
        );
      }}
      status={({ isOpen, query, total, left }) =>
        isOpen
          ? planSearchCount(intl, query, total, shownPlans)
          : left
            ? planLeftNote(intl, left, code)
            : planSearchResting(intl)
      }
    />
  );
}

export function InviteCodeField({ label, hint }: { label: string; hint: string }) {
  const typed = useWatch<FormValues, 'inviteCode'>({ name: 'inviteCode' }) ?? '';
  // Judged as it is stored and sent (decisions 28).
  const code = normalizeInput('inviteCode', typed);
  const isReadOnly = useIsReadOnly();
  // Validity is by the agent's local day (decisions 86); read again each minute past midnight.
  const today = localDay(useNow(60_000));
  const environmentId = useSettings().data?.environmentId;
  const entries = useCatalogue().data?.entries;
  const search = useMemo(
    () =>
      entries === undefined || environmentId === undefined
        ? null
        : planSearch(entries, environmentId),
    [entries, environmentId],
  );
  const isEntered = code.trim() !== '';
  const standing =
    search && isEntered
      ? inviteCodeStanding(search.all, environmentId ?? '', code, today)
      : undefined;
  const plan = search && isEntered ? findEntry(search.all, environmentId ?? '', code) : undefined;
  const intl = useIntl();
  return (
    <div className="invite-code-field">
      <div>
        <TextField name="inviteCode" label={label} hint={hint} />
        <p
          className={
            standing !== undefined && isWarnedStanding(standing)
              ? 'invite-code-standing field-warning has-warning'
              : 'invite-code-standing field-hint'
          }
          id="invite-code-standing"
          role="status"
        >
          {standing === 'valid' && plan !== undefined && (
            <span translate="no">
              {plan.entry.label}: {plan.entry.summary}.{' '}
            </span>
          )}
          {standing !== undefined && codeStandingWords(intl, standing, plan)}
        </p>
      </div>
      {/* Only for choosing, and only with plans to choose from: a read-only application keeps its
          code and the words above; without plans the code box is the field as it always was. */}
      {!isReadOnly && search && search.all.length > 0 && (
        <PlanPicker search={search} code={code} today={today} />
      )}
    </div>
  );
}
