// Settings, Your organisation's settings (decisions 84): who sets what, since when and from
// where, and a file that could not be applied, named with the settings to fix. Shown only when
// there is a policy or a problem: an agent on their own sees nothing of it.
import { usePolicyState } from '../data/use-policy';
import {
  managedSettingWords,
  policyIssueWords,
  policyProblemFooter,
  policyProblemHeading,
  policySourceWords,
  setByWords,
} from '../words/policy';

export function OrganisationSettings() {
  const state = usePolicyState().data;
  if (state === undefined || (state.organisation === null && state.problem === null)) return null;
  return (
    <section aria-labelledby="organisation-heading">
      <h2 id="organisation-heading">Your organisation&rsquo;s settings</h2>
      {state.organisation !== null && (
        <>
          <p>
            {setByWords(state)}
            {state.source !== null && <>, read from {policySourceWords(state.source)}</>}. These are
            locked below:
          </p>
          <ul aria-label="Set by your organisation">
            {state.managed.map((setting) => (
              <li key={setting}>{managedSettingWords[setting]}</li>
            ))}
          </ul>
          {state.isPending && (
            <p className="hint">
              A newer version is applied as soon as the signature or sending in progress is done.
            </p>
          )}
        </>
      )}
      {state.problem !== null && (
        <div className="error-notice" role="status">
          <p>
            <strong>{policyProblemHeading(state.problem)}</strong>
          </p>
          {state.problem.issues.length > 0 && (
            <ul aria-label="Settings to fix">
              {state.problem.issues.map((issue) => (
                <li key={`${issue.setting}-${issue.message}`}>
                  <code>{policyIssueWords(issue)}</code>
                </li>
              ))}
            </ul>
          )}
          <p>{policyProblemFooter}</p>
        </div>
      )}
    </section>
  );
}
