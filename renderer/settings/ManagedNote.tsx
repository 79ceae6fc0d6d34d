// A value the organisation's settings set (decisions 84): its control is disabled, and this note,
// "Set by Acme Payments IT since Nov 20, 2026", is the control's accessible description, so a
// screen reader says why it cannot be changed as well as a sighted agent reads it.
import { FormattedMessage, useIntl } from 'react-intl';
import type { PolicyState } from '../../shared/policy/policy-state-schema';
import { usePolicyState } from '../data/use-policy';
import { setByWords } from '../words/policy';

export function ManagedNote({ id, state }: { id: string; state: PolicyState }) {
  const intl = useIntl();
  return (
    <p id={id} className="managed-note">
      <FormattedMessage id="policy.managedNote" values={{ setBy: setByWords(intl, state) }} />
    </p>
  );
}

/** The applied policy's state when it sets `isSet(state)`, else undefined. */
export function useManagedBy(isSet: (state: PolicyState) => boolean): PolicyState | undefined {
  const state = usePolicyState().data;
  return state !== undefined && state.organisation !== null && isSet(state) ? state : undefined;
}
