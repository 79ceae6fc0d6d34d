// Settings, Your organisation's settings (decisions 84): who sets what, since when and from
// where, and a file that could not be applied, named with the settings to fix. Shown only when
// there is a policy or a problem: an agent on their own sees nothing of it. In the agent's language
// (decisions 91); the file's place and the schema's rule for a setting are data.
import { FormattedMessage, useIntl } from 'react-intl';
import { usePolicyState } from '../data/use-policy';
import {
  managedSettingMessages,
  policyIssueWords,
  policyProblemHeading,
  policySourceWords,
  setByWords,
} from '../words/policy';
import { SettingsSection } from './SettingsSection';

export function OrganisationSettings() {
  const intl = useIntl();
  const state = usePolicyState().data;
  if (state === undefined || (state.organisation === null && state.problem === null)) return null;
  return (
    <SettingsSection id="organisation" heading={<FormattedMessage id="policy.title" />}>
      {state.organisation !== null && (
        <>
          <p>
            <FormattedMessage
              id="policy.lockedBelow"
              values={{
                setBy: setByWords(intl, state),
                hasSource: state.source === null ? 'no' : 'yes',
                source: state.source === null ? '' : policySourceWords(intl, state.source),
              }}
            />
          </p>
          <ul aria-label={intl.formatMessage({ id: 'policy.managedList' })}>
            {state.managed.map((setting) => (
              <li key={setting}>
                <FormattedMessage id={managedSettingMessages[setting]} />
              </li>
            ))}
          </ul>
          {state.isPending && (
            <p className="hint">
              <FormattedMessage id="policy.newerPending" />
            </p>
          )}
        </>
      )}
      {state.problem !== null && (
        <div className="error-notice" role="status">
          <p>
            <strong>{policyProblemHeading(intl, state.problem)}</strong>
          </p>
          {state.problem.issues.length > 0 && (
            <ul aria-label={intl.formatMessage({ id: 'policy.settingsToFix' })}>
              {state.problem.issues.map((issue) => (
                <li key={`${issue.setting}-${issue.message}`}>
                  <code>{policyIssueWords(issue)}</code>
                </li>
              ))}
            </ul>
          )}
          <p>
            <FormattedMessage id="policy.problem.footer" />
          </p>
        </div>
      )}
    </SettingsSection>
  );
}
